import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'

import { ValuationForm } from '@/components/valuation/valuation-form'
import { ValuationResults } from '@/components/valuation/valuation-results'
import { Link } from '@/i18n/navigation'
import { pageLocale } from '@/i18n/page-locale'
import { cachedCategories } from '@/reads/listings'
import { cachedSectorMultiples } from '@/reads/valuation'
import { payloadClient } from '@/reads/payload-client'
import { alternates } from '@/lib/seo/alternates'
import { readValuationParams, VALUATION_PATH } from '@/lib/valuation/valuation-params'
import { CAPITALISATION_RATE_RANGE, DEFAULT_CAPITALISATION_RATE } from '@/services/valuation/income-value'
import { registerFigures } from '@/services/valuation/register-figures'
import { valueCompany } from '@/services/valuation/value-company'

import styles from './valuation.module.css'

type Props = {
  params: Promise<{ locale: string }>
  searchParams: Promise<Record<string, string | string[] | undefined>>
}

// Each answer is worked out from its own address (and the register), so it is rendered per request.
export const dynamic = 'force-dynamic'

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await pageLocale(params)
  const t = await getTranslations({ locale, namespace: 'valuation' })
  return { title: t('title'), description: t('description'), alternates: alternates(VALUATION_PATH, locale) }
}

/**
 * The valuation calculator: a plain form that sends its figures to this same address, so it
 * works on any phone, without scripts, and a result can be bookmarked or shared. The values
 * are worked out here, on the server, by src/services/valuation/, against the comparables of
 * the site's own public listings (a cached read); a registration number prefills the company's
 * filed figures from the register. Indicative, and it says so first.
 */
export default async function ValuationPage({ params, searchParams }: Props) {
  const locale = await pageLocale(params)
  const t = await getTranslations('valuation')
  const { params: read, errors } = readValuationParams(await searchParams, CAPITALISATION_RATE_RANGE)
  const [categories, multiples, register] = await Promise.all([
    cachedCategories(locale),
    cachedSectorMultiples(),
    read.regcode ? registerFigures(await payloadClient(), read.regcode) : null,
  ])
  // The register fills in what the person left blank; what they typed wins.
  const asked = {
    ...read,
    profit: read.profit ?? register?.profit ?? null,
    turnover: read.turnover ?? register?.turnover ?? null,
    equity: read.equity ?? register?.equity ?? null,
  }
  const sector = categories.find((category) => category.slug === asked.sector) ?? null
  const ratePercent = asked.rate ?? DEFAULT_CAPITALISATION_RATE
  const figuresGiven = asked.profit !== null || asked.turnover !== null || asked.equity !== null
  const valuation = figuresGiven
    ? valueCompany(
        { profit: asked.profit, turnover: asked.turnover, equity: asked.equity, ratePercent },
        multiples.find((each) => each.categoryId === sector?.id) ?? null,
      )
    : null

  return (
    <div className={`container ${styles.page}`}>
      <header className={styles.head}>
        <h1>{t('title')}</h1>
        <p className={styles.intro}>{t('intro')}</p>
      </header>
      <aside className={styles.indicative} aria-labelledby="indicative-title">
        <h2 id="indicative-title">{t('indicative')}</h2>
        <p>{t('indicativeText')}</p>
        <Link href="/biznesa-pardosanas-padomi">{t('article')}</Link>
      </aside>
      <div className={styles.layout}>
        <ValuationForm
          locale={locale}
          categories={categories.map(({ slug, title }) => ({ value: slug, label: title }))}
          values={{ ...asked, sector: sector?.slug ?? null, rate: ratePercent }}
          errors={errors}
          register={read.regcode ? { found: register } : null}
        />
        {valuation && (
          <ValuationResults locale={locale} valuation={valuation} input={{ ...asked, ratePercent }} sector={sector?.title ?? null} />
        )}
      </div>
    </div>
  )
}
