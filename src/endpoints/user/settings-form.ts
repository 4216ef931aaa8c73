import { z } from 'zod'

import { locales } from '@/i18n/routing'
import { NAME_MAX, PASSWORD_MAX, PHONE_MAX } from '@/lib/account/limits'

import { emailAddress, requiredText } from './schemas'

/** The profile settings form: what GET shows and POST saves. */
export const SettingsForm = z.strictObject({
  first_name: requiredText('account.first_name_empty', NAME_MAX),
  last_name: requiredText('account.last_name_empty', NAME_MAX),
  phone: requiredText('account.phone_empty', PHONE_MAX),
  email: emailAddress('account.email_empty_error'),
  /** The language of the mail the site sends: absent keeps the one the account has. */
  locale: z.enum(locales, { error: 'account.locale_invalid' }).optional(),
  /** The current password: needed only when `email` is a new address. */
  password: z.string().max(PASSWORD_MAX, 'validation.tooLong').optional(),
})
