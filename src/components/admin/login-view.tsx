import { redirect } from 'next/navigation'
import type { AdminViewServerProps } from 'payload'
import { getSafeRedirect } from 'payload/shared'

import { translate } from '@/i18n/translate'

import { PanelLogin } from './panel-login'

/**
 * The panel's login in place of Payload's (payload.config.ts, admin.components.views.login):
 * the password, then the second factor staff must give (its code, or on a first login its
 * setup: QR code, secret, first code, recovery codes), all through POST /api/users/login.
 */
export function LoginView({ initPageResult, searchParams }: AdminViewServerProps) {
  const { req } = initPageResult
  const admin = req.payload.config.routes.admin
  const next = getSafeRedirect({ fallbackTo: admin, redirectTo: searchParams?.redirect ?? '' })
  if (req.user) redirect(next)
  const locale = req.i18n.language === 'en' ? 'en' : 'lv'
  const say = (key: string) => translate(locale, `secondFactor.${key}`)
  return (
    <PanelLogin
      next={next}
      locale={locale}
      forgotHref={`${admin === '/' ? '' : admin}${req.payload.config.admin.routes.forgot}`}
      texts={{
        email: req.t('general:email'),
        password: req.t('general:password'),
        login: req.t('authentication:login'),
        forgot: req.t('authentication:forgotPasswordQuestion'),
        failed: req.t('error:unknown'),
        titleCode: say('title_code'),
        introCode: say('intro_code'),
        titleEnrol: say('title_enrol'),
        introEnrol: say('intro_enrol'),
        qrAlt: say('qr_alt'),
        secret: say('secret'),
        code: say('code'),
        submit: say('submit'),
        progress: say('progress'),
        back: say('back'),
        recoveryTitle: say('recovery_title'),
        recoveryIntro: say('recovery_intro'),
        continue: say('continue'),
      }}
    />
  )
}
