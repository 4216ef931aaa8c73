import { getTranslations } from 'next-intl/server'

import type lv from '@/i18n/messages/lv.json'
import { ALLOWED_FORMATS, MAX_UPLOAD_MB } from '@/lib/listing-form/files'

/**
 * Every text the listing screens' client components show, handed to them as props. Messages
 * with a value to fill in ({date}, {extension}) travel raw and are filled where the value is
 * known (lib/text/fill-template).
 */
export type ListingFormLabels = Record<keyof (typeof lv)['listingForm'] | 'fileFormat' | 'fileTooLarge' | 'singleFile', string>

export async function listingFormLabels(): Promise<ListingFormLabels> {
  const t = await getTranslations()
  return {
    ...(t.raw('listingForm') as Record<keyof (typeof lv)['listingForm'], string>),
    // The server's own wording for the same refusals, so a file is refused alike before and after upload.
    fileFormat: t('errors.fileFormatNotAllowed', { extension: '{extension}', formats: ALLOWED_FORMATS }),
    fileTooLarge: t('errors.fileTooLarge', { max: MAX_UPLOAD_MB }),
    singleFile: t('errors.singleFileAllowed'),
  }
}
