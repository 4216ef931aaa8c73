import { getLocale, getTranslations } from 'next-intl/server'

import { Logo } from '@/components/brand/logo'
import { ClientMessages } from '@/components/i18n/client-messages'
import { Link } from '@/i18n/navigation'
import { locales } from '@/i18n/routing'

import { HeaderNav } from './header-nav'
import styles from './site-header.module.css'

/**
 * The header of every page: logo home, offers, resources, the session's links, and a link to
 * each other language, labelled in that language so its readers find it.
 */
export async function SiteHeader() {
  const t = await getTranslations('nav')
  const locale = await getLocale()
  const others = await Promise.all(
    locales
      .filter((each) => each !== locale)
      .map(async (each) => ({ locale: each, label: (await getTranslations({ locale: each, namespace: 'nav' }))('language') })),
  )
  return (
    <header className={styles.header}>
      <div className={styles.inner}>
        <Link href="/" className={styles.logo}>
          <Logo label={t('home')} />
        </Link>
        <ClientMessages namespaces={['nav']}>
          <HeaderNav languages={others} />
        </ClientMessages>
      </div>
    </header>
  )
}
