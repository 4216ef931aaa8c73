import { getTranslations } from 'next-intl/server'

import { Logo } from '@/components/brand/logo'
import { ClientMessages } from '@/components/i18n/client-messages'
import { Link } from '@/i18n/navigation'

import { HeaderNav } from './header-nav'
import styles from './site-header.module.css'

/** The header of every page: logo home, offers, resources, and the session's links. */
export async function SiteHeader() {
  const t = await getTranslations('nav')
  return (
    <header className={styles.header}>
      <div className={styles.inner}>
        <Link href="/" className={styles.logo}>
          <Logo label={t('home')} />
        </Link>
        <ClientMessages namespaces={['nav']}>
          <HeaderNav />
        </ClientMessages>
      </div>
    </header>
  )
}
