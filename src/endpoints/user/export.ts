import { z } from 'zod'

import { defineEndpoint } from '@/lib/api/define-endpoint'
import { bytesDownload } from '@/lib/api/file-download'
import { exportOwnAccount } from '@/services/account/export-account'

import { password } from './schemas'

export const ZIP = 'application/zip'

export const exportEndpoint = defineEndpoint({
  method: 'post',
  path: '/user/export',
  summary: 'Download everything the site holds about the signed-in user (GDPR Art. 15/20) as a ZIP, after the password again',
  tag: 'user',
  auth: true,
  body: z.strictObject({ password: password('account.need_current_password') }),
  responses: {
    200: { description: 'A ZIP (application/zip, attachment): data.json and the uploaded files under files/' },
    400: { description: 'The password is empty or wrong (a wrong one counts as a failed login)' },
    401: { description: 'Not logged in' },
    429: { description: 'Locked after 5 wrong passwords; try again in 10 minutes' },
  },
  handler: async ({ req, user, body }) => {
    const { filename, zip } = await exportOwnAccount(req, user, body.password)
    return bytesDownload(zip as Uint8Array<ArrayBuffer>, filename, ZIP)
  },
})
