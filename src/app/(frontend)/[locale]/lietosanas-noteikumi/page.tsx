import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { fieldLang, UntranslatedNote } from '@/components/i18n/untranslated'
import { RichText } from '@/components/rich-text/rich-text'
import type { Locale } from '@/i18n/routing'
import { cachedTerms } from '@/reads/content'
import { alternates } from '@/lib/seo/alternates'

import styles from './terms.module.css'

type Props = { params: Promise<{ locale: Locale }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  const t = await getTranslations({ locale, namespace: 'terms' })
  const terms = await cachedTerms(locale)
  return {
    title: terms.title ?? t('title'),
    description: t('description'),
    alternates: alternates('/lietosanas-noteikumi', locale),
  }
}

/** The editors' terms of use. */
export default async function TermsPage({ params }: Props) {
  const { locale } = await params
  setRequestLocale(locale)
  const t = await getTranslations('terms')
  const terms = await cachedTerms(locale)

  return (
    <div className={`container ${styles.page}`}>
      <h1 lang={fieldLang(terms.untranslated, 'title')}>{terms.title ?? t('title')}</h1>
      <UntranslatedNote untranslated={terms.untranslated} locale={locale} />
      {terms.content ? (
        <RichText data={terms.content} locale={locale} lang={fieldLang(terms.untranslated, 'content')} />
      ) : (
        <p>{t('empty')}</p>
      )}
    </div>
  )
}
