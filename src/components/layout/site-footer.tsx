import { getLocale, getTranslations } from 'next-intl/server'

import { Link } from '@/i18n/navigation'
import type { Locale } from '@/i18n/routing'
import { cachedSiteSettings } from '@/reads/site-settings'

import styles from './site-footer.module.css'

/** The footer of every page: terms, about, contact, the advertising site (new tabs) and rights. */
export async function SiteFooter() {
  const locale = (await getLocale()) as Locale
  const t = await getTranslations('footer')
  const { footerLinks } = await cachedSiteSettings(locale)
  const external = [
    { href: footerLinks.aboutUrl, label: t('about') },
    { href: footerLinks.contactUrl, label: t('contact') },
    { href: footerLinks.advertisingUrl, label: t('advertising') },
  ].filter((link): link is { href: string; label: string } => Boolean(link.href))

  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <ul className={styles.links}>
          <li>
            <Link href="/lietosanas-noteikumi">{t('terms')}</Link>
          </li>
          {external.map(({ href, label }) => (
            <li key={label}>
              <a href={href} target="_blank" rel="noopener noreferrer">
                {label}
                <span className="visually-hidden"> ({t('newTab')})</span>
              </a>
            </li>
          ))}
        </ul>
        <p className={styles.rights}>{t('rights')}</p>
      </div>
    </footer>
  )
}
