import { ATTACHMENT_KINDS, allowedFormats, extensionOf, FILE_KINDS, IMAGE_KINDS, MAX_UPLOAD_BYTES } from '@/lib/storage/file-kinds'

export type FileSlot = 'image' | 'attachment'

/** Every format the form takes, whichever drop zone a file lands in: 'jpg, png, pdf, zip'. */
export const ALLOWED_FORMATS = allowedFormats([...IMAGE_KINDS, ...ATTACHMENT_KINDS])

export const MAX_UPLOAD_MB = MAX_UPLOAD_BYTES / 1024 / 1024

export type FileCheck = { ok: true; slot: FileSlot } | { ok: false; problem: 'format'; extension: string } | { ok: false; problem: 'size' }

const isImageExtension = (extension: string) => IMAGE_KINDS.some((kind) => FILE_KINDS[kind].extensions.includes(extension))
const isAttachmentExtension = (extension: string) => ATTACHMENT_KINDS.some((kind) => FILE_KINDS[kind].extensions.includes(extension))

/**
 * Where a chosen file goes (docs/product.md#states: an image/* type makes it the image, anything else the
 * attachment) and whether the form takes it: its extension must suit that slot and it must fit
 * in 15 MB, checked here so nothing too big is uploaded at all. The server checks the bytes.
 */
export function checkListingFile(file: Pick<File, 'name' | 'type' | 'size'>): FileCheck {
  const extension = extensionOf(file.name)
  const slot: FileSlot = file.type.startsWith('image/') || (!file.type && isImageExtension(extension)) ? 'image' : 'attachment'
  const fits = slot === 'image' ? isImageExtension(extension) : isAttachmentExtension(extension)
  if (!fits) return { ok: false, problem: 'format', extension: extension || '—' }
  if (file.size > MAX_UPLOAD_BYTES) return { ok: false, problem: 'size' }
  return { ok: true, slot }
}
