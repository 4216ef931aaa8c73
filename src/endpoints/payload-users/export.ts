import { z } from 'zod'

import { defineEndpoint } from '@/lib/api/define-endpoint'
import { bytesDownload } from '@/lib/api/file-download'
import { forbidden } from '@/lib/errors/app-error'
import { hasRole } from '@/lib/account/roles'
import { exportAccount } from '@/services/account/export-account'

import { ZIP } from '../user/export'

/**
 * POST /api/users/:id/export, the panel's "export data" button on a user's screen: the same
 * ZIP as the person's own export, for admins only (moderators and editors get 403).
 */
export const usersExportEndpoint = defineEndpoint({
  method: 'post',
  path: '/:id/export',
  summary: 'An admin downloads everything the site holds about one user as a ZIP',
  tag: 'user',
  auth: true,
  params: z.object({ id: z.coerce.number().int().positive() }),
  responses: {
    200: { description: 'A ZIP (application/zip, attachment)' },
    401: { description: 'Not logged in' },
    403: { description: 'Not an admin' },
    404: { description: 'No such user' },
  },
  handler: async ({ req, user, params }) => {
    if (!hasRole(user, 'admin')) throw forbidden()
    const { filename, zip } = await exportAccount(req, params.id)
    return bytesDownload(zip as Uint8Array<ArrayBuffer>, filename, ZIP)
  },
}).endpoint
