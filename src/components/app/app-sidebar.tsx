import { getTranslations } from 'next-intl/server'

import styles from './app-sidebar.module.css'
import { NavLink } from './nav-link'

/** The seller's area menu (docs/product.md#sellers-area: profile and tools), beside the page or above it on phones. */
export async function AppSidebar() {
  const t = await getTranslations('app.nav')
  const favourites = await getTranslations('favourites.page')
  const sections = [
    {
      title: t('profile'),
      links: [
        { href: '/app', label: t('dashboard') },
        { href: '/app/user/settings', label: t('settings') },
        { href: '/app/user/password', label: t('password') },
      ],
    },
    {
      title: t('tools'),
      links: [
        { href: '/app/listing/my', label: t('my_listings') },
        { href: '/app/listing/stats', label: t('statistics') },
        { href: '/app/listing/inquiries', label: t('inquiries') },
        { href: '/app/saved', label: favourites('title') },
        { href: '/app/team', label: t('team') },
        { href: '/app/plan', label: t('plan') },
        { href: '/app/user/invite', label: t('invite') },
      ],
    },
  ]
  return (
    <nav aria-label={t('label')} className={styles.sidebar}>
      {sections.map((section) => (
        <div key={section.title} className={styles.section}>
          <h2 className={styles.heading}>{section.title}</h2>
          <ul className={styles.list}>
            {section.links.map((link) => (
              <li key={link.href}>
                <NavLink href={link.href}>{link.label}</NavLink>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </nav>
  )
}
