'use client'

import { useTranslations } from 'next-intl'
import { useEffect, useId, useState } from 'react'

import { Link, usePathname, useRouter } from '@/i18n/navigation'
import type { Locale } from '@/i18n/routing'
import { logout } from '@/lib/client/logout'
import { useStoredUser } from '@/lib/client/stored-user'

import styles from './site-header.module.css'

/**
 * Navigation links, the session's links (from the stored user: login/signup, or create,
 * profile and logout) and the links to the other languages. On phones a hamburger opens it; every link
 * click closes it again.
 */
export function HeaderNav({ languages }: { languages: { locale: Locale; label: string }[] }) {
  const t = useTranslations('nav')
  const [open, setOpen] = useState(false)
  const user = useStoredUser()
  const pathname = usePathname()
  const router = useRouter()
  const panelId = useId()
  const close = () => setOpen(false)

  useEffect(() => {
    if (!open) return
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && setOpen(false)
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  }, [open])

  const onLogout = async () => {
    close()
    await logout()
    router.push('/login')
  }

  return (
    <>
      <button
        type="button"
        className={styles.burger}
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={open ? t('closeMenu') : t('openMenu')}
        onClick={() => setOpen((value) => !value)}
      >
        <span aria-hidden="true" className={open ? styles.burgerClose : styles.burgerLines} />
      </button>
      <nav id={panelId} aria-label={t('menu')} className={`${styles.nav} ${open ? styles.navOpen : ''}`}>
        <ul className={styles.links}>
          <li>
            <Link href="/bizness" onClick={close} className={styles.link}>
              {t('offers')}
            </Link>
          </li>
          <li>
            <Link href="/biznesa-pardosanas-padomi" onClick={close} className={styles.link}>
              {t('resources')}
            </Link>
          </li>
        </ul>
        <ul className={styles.session} data-state={user === undefined ? 'loading' : user ? 'in' : 'out'}>
          {user ? (
            <>
              <li>
                <Link href="/app/listing/post" onClick={close} className={styles.cta}>
                  {t('create')}
                </Link>
              </li>
              <li>
                <Link href="/app/user/settings" onClick={close} className={styles.link}>
                  {t('profile')}
                </Link>
              </li>
              <li>
                <button type="button" onClick={onLogout} className={styles.linkButton}>
                  {t('logout')}
                </button>
              </li>
            </>
          ) : (
            <>
              <li>
                <Link href="/login" onClick={close} className={styles.link}>
                  {t('login')}
                </Link>
              </li>
              <li>
                <Link href="/signup" onClick={close} className={styles.cta}>
                  {t('signup')}
                </Link>
              </li>
            </>
          )}
          {languages.map(({ locale, label }) => (
            <li key={locale}>
              <Link
                href={pathname}
                locale={locale}
                onClick={close}
                className={styles.language}
                hrefLang={locale}
                lang={locale}
                aria-label={label}
              >
                {locale.toUpperCase()}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </>
  )
}
