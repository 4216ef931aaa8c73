import { APIError } from 'payload'
import sharp, { type Metadata } from 'sharp'

import { translate } from '@/i18n/translate'

import { shownName } from './check-upload'

/** Bigger images are refused before decoding, so a small file cannot expand into gigabytes. */
export const MAX_IMAGE_PIXELS = 50_000_000
/** Originals are kept no larger than the widest layout needs. */
export const MAX_IMAGE_EDGE = 2560

/**
 * Re-encodes an uploaded JPEG or PNG: applies its EXIF orientation, then writes fresh pixels
 * only, which drops EXIF/GPS metadata, text chunks and anything appended after the image.
 */
export async function reencodeImage(data: Buffer, kind: 'jpeg' | 'png', locale: string, name: string): Promise<Buffer> {
  const unreadable = () => new APIError(translate(locale, 'errors.imageUnreadable', { name: shownName(name) }), 400, undefined, true)
  let meta: Metadata
  try {
    meta = await sharp(data, { limitInputPixels: false }).metadata()
  } catch {
    throw unreadable()
  }
  const width = meta.width ?? 0
  const height = meta.height ?? 0
  if (!width || !height) throw unreadable()
  if (width * height > MAX_IMAGE_PIXELS) {
    throw new APIError(
      translate(locale, 'errors.imageTooLarge', { width, height, max: MAX_IMAGE_PIXELS / 1_000_000 }),
      400,
      undefined,
      true,
    )
  }
  try {
    const pipeline = sharp(data, { limitInputPixels: MAX_IMAGE_PIXELS, failOn: 'error' })
      .rotate()
      .resize({ width: MAX_IMAGE_EDGE, height: MAX_IMAGE_EDGE, fit: 'inside', withoutEnlargement: true })
    return kind === 'jpeg'
      ? await pipeline.jpeg({ quality: 85, mozjpeg: true }).toBuffer()
      : await pipeline.png({ compressionLevel: 9 }).toBuffer()
  } catch {
    throw unreadable()
  }
}
