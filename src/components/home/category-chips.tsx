import { getTranslations } from 'next-intl/server'

import { CategoryIcon } from '@/components/icons/category-icon'
import { Link } from '@/i18n/navigation'
import type { Locale } from '@/i18n/routing'
import type { CategoryIcon as IconName } from '@/lib/listings/category-icons'
import { formatCount } from '@/lib/format/numbers'
import type { CategorySummary } from '@/services/listings/listing-shapes'

import styles from './category-chips.module.css'

/** The sectors as links to their pages, each with its icon and count of offers. */
export async function CategoryChips({ locale, categories }: { locale: Locale; categories: CategorySummary[] }) {
  const t = await getTranslations({ locale, namespace: 'home' })
  if (categories.length === 0) return null
  return (
    <section className={styles.section} aria-labelledby="sectors-title">
      <div className="container">
        <h2 id="sectors-title">{t('categoriesTitle')}</h2>
        <ul className={styles.chips}>
          {categories.map((category) => (
            <li key={category.id}>
              <Link href={`/${category.slug}`} className={styles.chip}>
                <span className={styles.icon}>
                  <CategoryIcon name={category.icon as IconName | null} size={22} />
                </span>
                <span>{category.title}</span>
                <span className={styles.count}>{formatCount(category.count, locale)}</span>
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}
