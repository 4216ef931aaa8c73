import { z } from 'zod'

import { defineEndpoint } from '@/lib/api/define-endpoint'
import { positiveId } from '@/lib/form-fields'
import { fileDownload } from '@/lib/api/file-download'
import { listingAttachment } from '@/services/listings/listing-attachment'

export const listingAttachmentDownloadEndpoint = defineEndpoint({
  method: 'get',
  path: '/listing/attachment_download',
  summary: 'Downloads the attachment (PDF or ZIP) of a public listing, or of the caller’s own',
  tag: 'listing',
  auth: false,
  query: z.strictObject({ id: positiveId('listing.idInvalid').describe('The listing’s id') }),
  responses: {
    200: { description: 'The file (application/pdf or application/zip) as a download under its original name' },
    400: { description: 'The id is missing or not a positive whole number' },
    404: { description: 'No such listing the caller can see, or it has no attachment' },
  },
  handler: async ({ req, user, query }) => fileDownload(await listingAttachment(req.payload, query.id, user)),
})
