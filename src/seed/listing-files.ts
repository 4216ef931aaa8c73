import type { Payload, RequestContext } from 'payload'

import type { CategoryIcon } from '@/lib/listings/category-icons'

import type { ListingSeed } from './data/listings'
import { renderListingImage } from './files/listing-image'
import { summaryPdf } from './files/summary-pdf'

export type ListingFiles = { image: number; attachment?: number }

const euro = (amount: number) => `${amount.toLocaleString('lv-LV').replace(/\s/g, ' ')} EUR`

/** The one-page "financial summary" a seller might attach, with the listing's own figures. */
const summaryLines = (listing: ListingSeed) => [
  'Finanšu pārskata kopsavilkums',
  listing.title,
  `Pēdējā gada apgrozījums: ${euro(listing.turnover)}`,
  `Pēdējā gada peļņa: ${euro(listing.profit)}`,
  `Darbinieku skaits: ${listing.employees}`,
  `Pārdodamā daļa: ${listing.sharesForSale} %`,
  'Demonstrācijas dokuments - Bizness.lv',
]

/**
 * The listing's own image (and summary PDF, if it has one), owned by the seller, so deleting the
 * listing later removes exactly its files.
 */
export async function createListingFiles(
  payload: Payload,
  context: RequestContext,
  { listing, slug, icon, owner }: { listing: ListingSeed; slug: string; icon: CategoryIcon; owner: number },
): Promise<ListingFiles> {
  const jpeg = await renderListingImage(icon, slug)
  const image = await payload.create({
    collection: 'media',
    data: { alt: listing.title, owner },
    file: { data: jpeg, mimetype: 'image/jpeg', name: 'listing.jpg', size: jpeg.length },
    context,
  })
  if (!listing.withSummaryPdf) return { image: image.id }

  const pdf = summaryPdf(summaryLines(listing))
  try {
    const attachment = await payload.create({
      collection: 'attachments',
      data: { owner },
      file: { data: pdf, mimetype: 'application/pdf', name: `${slug}-finansu-kopsavilkums.pdf`, size: pdf.length },
      context,
    })
    return { image: image.id, attachment: attachment.id }
  } catch (error) {
    await deleteListingFiles(payload, context, { image: image.id })
    throw error
  }
}

/** Removes files made for a listing that could not be created, so a failed run leaves no orphans. */
export async function deleteListingFiles(payload: Payload, context: RequestContext, files: ListingFiles): Promise<void> {
  await payload.delete({ collection: 'media', id: files.image, context })
  if (files.attachment !== undefined) await payload.delete({ collection: 'attachments', id: files.attachment, context })
}
