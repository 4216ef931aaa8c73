import { createLocalReq, type UIFieldServerProps } from 'payload'

import { translate } from '@/i18n/translate'
import { hasRole, isStaffUser } from '@/lib/account/roles'
import type { User } from '@/payload-types'
import { secondFactorStatus } from '@/services/second-factor/status'

import { SecondFactorReset } from './second-factor-reset'

/**
 * A user's second factor on their screen in the panel: set up since when (or not yet, for
 * staff), and for admins the reset button (src/endpoints/payload-users/second-factor-reset.ts),
 * which refuses everyone else too.
 */
export async function SecondFactorField({ data, i18n, payload, user }: UIFieldServerProps) {
  const shown = data as Pick<User, 'id' | 'roles'> | undefined
  if (!shown?.id) return null
  const status = await secondFactorStatus(await createLocalReq({}, payload), shown)
  if (!status.enabled && !isStaffUser(shown)) return null
  const locale = i18n.language === 'en' ? 'en' : 'lv'
  const say = (key: string, vars?: Record<string, string>) => translate(locale, `secondFactor.${key}`, vars)
  const since = status.enrolledAt && new Intl.DateTimeFormat(locale === 'en' ? 'en-GB' : 'lv-LV').format(new Date(status.enrolledAt))
  const mayReset = status.enabled && hasRole(user as User, 'admin')
  return (
    <div className="field-type" style={{ marginBottom: 'var(--base)' }} data-testid="second-factor-status">
      <p className="field-description">{since ? say('panel_on', { date: since }) : say('panel_off')}</p>
      {mayReset && (
        <SecondFactorReset
          id={shown.id}
          locale={locale}
          texts={{
            button: say('panel_reset'),
            confirm: say('panel_reset_confirm'),
            hint: say('panel_reset_hint'),
            failed: say('panel_failed'),
          }}
        />
      )}
    </div>
  )
}
