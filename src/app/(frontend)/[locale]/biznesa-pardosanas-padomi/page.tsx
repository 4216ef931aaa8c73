import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { fieldLang, UntranslatedNote } from '@/components/i18n/untranslated'
import { ArticleNav } from '@/components/resources/article-nav'
import { RichText } from '@/components/rich-text/rich-text'
import type { Locale } from '@/i18n/routing'
import { cachedArticles } from '@/reads/content'
import { alternates } from '@/lib/seo/alternates'

import styles from './resources.module.css'

type Props = { params: Promise<{ locale: Locale }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  const t = await getTranslations({ locale, namespace: 'resources' })
  return {
    title: t('title'),
    description: t('description'),
    alternates: alternates('/biznesa-pardosanas-padomi', locale),
    // The resources page stays out of search results (docs/product.md#screens).
    robots: { index: false, follow: true },
  }
}

/** The editors' articles on one page, with a sidebar that follows the reader. */
export default async function ResourcesPage({ params }: Props) {
  const { locale } = await params
  setRequestLocale(locale)
  const t = await getTranslations('resources')
  const articles = await cachedArticles(locale)

  return (
    <div className={`container ${styles.page}`}>
      <header className={styles.intro}>
        <h1>{t('title')}</h1>
        <p>{t('intro')}</p>
      </header>
      {articles.length === 0 ? (
        <p>{t('empty')}</p>
      ) : (
        <div className={styles.layout}>
          <aside className={styles.sidebar}>
            <ArticleNav
              label={t('contents')}
              items={articles.map(({ slug, title, untranslated }) => ({ id: slug, title, lang: fieldLang(untranslated, 'title') }))}
            />
          </aside>
          <div className={styles.articles}>
            {articles.map((article) => (
              <article
                key={article.id}
                id={article.slug}
                tabIndex={-1}
                aria-labelledby={`${article.slug}-title`}
                className={styles.article}
              >
                <h2 id={`${article.slug}-title`} lang={fieldLang(article.untranslated, 'title')}>
                  {article.title}
                </h2>
                <UntranslatedNote untranslated={article.untranslated} locale={locale} />
                {article.excerpt ? (
                  <p className={styles.excerpt} lang={fieldLang(article.untranslated, 'excerpt')}>
                    {article.excerpt}
                  </p>
                ) : null}
                <RichText data={article.content} locale={locale} headingOffset={1} lang={fieldLang(article.untranslated, 'content')} />
              </article>
            ))}
          </div>
        </div>
      )}
    </div>
  )
}
