import fs from 'node:fs'
import path from 'node:path'

import type { Payload } from 'payload'

import { mediaDir } from '@/lib/runtime/media-dir'
import type { Listing } from '@/payload-types'

export type FormFile = { data: Buffer; name: string; type: string }

/** A multipart body as the listing form sends it: text fields, plus files under their field names. */
export function formData(fields: Record<string, string | number>, files: Record<string, FormFile> = {}): FormData {
  const form = new FormData()
  for (const [name, value] of Object.entries(fields)) form.append(name, String(value))
  for (const [name, file] of Object.entries(files)) form.append(name, new Blob([new Uint8Array(file.data)], { type: file.type }), file.name)
  return form
}

/** The listing form's text fields as a seller fills them in (no registration number), in `categoryId`. */
export const listingForm = (categoryId: number, extra: Record<string, string | number> = {}) => ({
  title: 'Pārdod kafejnīcu Cēsīs',
  category_id: categoryId,
  location_id: '',
  price: '120 000',
  shares_to_sold: '100',
  turnover: '250 000',
  profit: '30 000',
  employees: '6',
  description: 'Kafejnīca ar terasi un lojāliem klientiem.',
  phone: '+371 20000000',
  email: 'seller@example.lv',
  ...extra,
})

/** Every stored file of a media or attachment document: the original and each image size. */
export async function storedFiles(payload: Payload, collection: 'media' | 'attachments', id: number): Promise<string[]> {
  const doc = await payload.findByID({ collection, id, depth: 0 })
  const dir = mediaDir(collection === 'media' ? 'images' : 'attachments')
  const sizes = 'sizes' in doc && doc.sizes ? Object.values(doc.sizes).map((size) => size?.filename) : []
  return [doc.filename, ...sizes].filter((name): name is string => Boolean(name)).map((name) => path.join(dir, name))
}

export const onDisk = (file: string) => fs.existsSync(file)

/** The file on disk behind a media URL such as /api/media/file/<name>. */
export const imageFileOf = (url: string) => path.join(mediaDir('images'), decodeURIComponent(url.split('/').pop() ?? ''))

/** The listing as stored (no access rules), with file fields as ids. */
export const storedListing = (payload: Payload, id: number): Promise<Listing | null> =>
  payload.findByID({ collection: 'listings', id, depth: 0, disableErrors: true })

/** A listing on its own (its page's call, the owner's view) adds its registration number when shown and its register facts. */
export const DETAIL_KEYS = ['registration_number', 'registry']

/** Every key of a listing as the public calls show it (contacts are revealed one at a time), sorted. */
export const PUBLIC_KEYS = [
  'id',
  'slug',
  'title',
  'description',
  'price',
  'category',
  'confidential',
  'location',
  'statistical_region',
  'shares_to_sold',
  'turnover',
  'profit',
  'employees',
  'turnover_band',
  'profit_band',
  'employees_band',
  'image',
  'image_alt',
  'attachment',
  'attachment_url',
  'has_contact',
  'featured',
  'red_flags',
  'created_at',
  'expiry_date',
].sort()
