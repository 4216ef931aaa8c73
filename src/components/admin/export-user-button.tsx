import type { UIFieldServerProps } from 'payload'

import { translate } from '@/i18n/translate'
import { hasRole } from '@/lib/account/roles'

import { ExportUserDownload } from './export-user-download'

/**
 * The "export data" button on a saved user's screen in the panel (GDPR Art. 15/20), shown to
 * admins only; the call it makes (src/endpoints/payload-users/export.ts) refuses everyone else too.
 */
export function ExportUserButton({ data, i18n, user }: UIFieldServerProps) {
  const id = (data as { id?: number | string } | undefined)?.id
  if (!id || !hasRole(user as Parameters<typeof hasRole>[0], 'admin')) return null
  const locale = i18n.language === 'en' ? 'en' : 'lv'
  const say = (key: string) => translate(locale, `admin.userExport.${key}`)
  return (
    <ExportUserDownload
      id={id}
      locale={locale}
      texts={{ button: say('button'), progress: say('progress'), hint: say('hint'), failed: say('failed'), erases: say('erases') }}
    />
  )
}
