import { z } from 'zod'

import { emailAddress, NAME_MAX, PHONE_MAX, requiredText } from './schemas'

/** The profile settings form: what GET shows and POST saves. */
export const SettingsForm = z.strictObject({
  first_name: requiredText('account.first_name_empty', NAME_MAX),
  last_name: requiredText('account.last_name_empty', NAME_MAX),
  phone: requiredText('account.phone_empty', PHONE_MAX),
  email: emailAddress('account.email_empty_error'),
})
