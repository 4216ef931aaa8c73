import { getTranslations } from 'next-intl/server'

import { Link } from '@/i18n/navigation'

import styles from './dashboard.module.css'

/** Where a seller goes next: post, look after what is posted, the profile; and the first steps. */
export async function Dashboard() {
  const t = await getTranslations('app.home')
  const shortcuts = [
    { href: '/app/listing/post', title: t('post'), text: t('post_text'), primary: true },
    { href: '/app/listing/my', title: t('my'), text: t('my_text'), primary: false },
    { href: '/app/user/settings', title: t('profile'), text: t('profile_text'), primary: false },
  ]
  return (
    <>
      <ul className={styles.shortcuts}>
        {shortcuts.map((shortcut) => (
          <li key={shortcut.href}>
            <Link href={shortcut.href} className={`${styles.shortcut} ${shortcut.primary ? styles.primary : ''}`}>
              <span className={styles.shortcutTitle}>{shortcut.title}</span>
              <span className={styles.shortcutText}>{shortcut.text}</span>
            </Link>
          </li>
        ))}
      </ul>
      <section className={styles.steps} aria-labelledby="steps-title">
        <h2 id="steps-title" className={styles.stepsTitle}>
          {t('steps_title')}
        </h2>
        <ol className={styles.stepList}>
          <li>{t('step_profile')}</li>
          <li>{t('step_post')}</li>
          <li>{t('step_manage')}</li>
        </ol>
      </section>
    </>
  )
}
