import crypto from 'node:crypto'

import type { Payload } from 'payload'

import type { Attachment, Category, Listing, Media, Plan } from '@/payload-types'
import { sampleRegistrationNumber } from '@/seed/sample-register'

import { minimalPdf, solidPng } from './uploads'

const unique = () => crypto.randomBytes(4).toString('hex')

/** A valid registration number no other fixture is likely to use. */
export const uniqueRegistrationNumber = () => sampleRegistrationNumber(crypto.randomInt(900_000))

export async function createCategory(payload: Payload, title = `Kategorija ${unique()}`): Promise<Category> {
  return payload.create({ collection: 'categories', data: { title, icon: 'briefcase' }, locale: 'lv' })
}

/** A listing owned by `ownerId`, created as that user would through the Local API. */
export async function createListing(payload: Payload, ownerId: number, categoryId: number, data: Partial<Listing> = {}): Promise<Listing> {
  return payload.create({
    collection: 'listings',
    data: {
      title: `Pārdodu SIA ${unique()}`,
      description: 'Stabils uzņēmums ar lojāliem klientiem.',
      category: categoryId,
      price: 120000,
      shares_to_sold: 100,
      turnover: 250000,
      profit: 30000,
      employees: 6,
      registration_number: uniqueRegistrationNumber(),
      phone: '+371 20000000',
      email: 'seller@example.lv',
      owner: ownerId,
      ...data,
    } as Listing,
  })
}

/**
 * Runs `run` with a plan of its own, named `<prefix>-<random>`, and deletes it after: the shared
 * plans stay as other test files expect them.
 */
export async function withOwnPlan(
  payload: Payload,
  prefix: string,
  data: Pick<Plan, 'title' | 'prices' | 'limits'>,
  run: (plan: Plan) => Promise<void>,
): Promise<void> {
  const plan = await payload.create({ collection: 'plans', data: { name: `${prefix}-${unique()}`, ...data } })
  try {
    await run(plan)
  } finally {
    await payload.delete({ collection: 'plans', id: plan.id })
  }
}

/** A PDF attachment owned by `ownerId`, stored as an upload would store it. */
export async function createAttachment(payload: Payload, ownerId: number): Promise<Attachment> {
  const data = minimalPdf()
  return payload.create({
    collection: 'attachments',
    data: { owner: ownerId },
    file: { data, mimetype: 'application/pdf', name: 'bilance.pdf', size: data.length },
  })
}

/** A listing image owned by `ownerId`. */
export async function createImage(payload: Payload, ownerId: number): Promise<Media> {
  const data = await solidPng(400, 300)
  return payload.create({
    collection: 'media',
    data: { owner: ownerId, alt: 'Fasāde' },
    file: { data, mimetype: 'image/png', name: 'fasade.png', size: data.length },
  })
}

/** One paragraph of Lexical rich text, as articles and terms store it. */
export const richText = (text: string) => ({
  root: {
    type: 'root',
    direction: 'ltr' as const,
    format: '' as const,
    indent: 0,
    version: 1,
    children: [
      {
        type: 'paragraph',
        direction: 'ltr' as const,
        format: '' as const,
        indent: 0,
        version: 1,
        textFormat: 0,
        children: [{ type: 'text', text, format: 0, detail: 0, mode: 'normal', style: '', version: 1 }],
      },
    ],
  },
})
