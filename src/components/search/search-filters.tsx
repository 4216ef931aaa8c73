import { getTranslations } from 'next-intl/server'

import { Link } from '@/i18n/navigation'
import type { Locale } from '@/i18n/routing'
import { formatEuro } from '@/lib/format/numbers'
import { RANGE_NAMES } from '@/lib/search/search-param-names'
import type { SearchState } from '@/reads/read-search-params'
import { searchQuery } from '@/lib/search/search-url'
import type { LocationOption } from '@/services/listings/locations'
import { type Facets, PRICE_BANDS } from '@/services/listings/public/facets'
import { REGIONS, SORTS, searchWords } from '@/services/listings/public/search'

import { facetCount } from './facet-count'
import styles from './search.module.css'

type Props = {
  locale: Locale
  panelId: string
  basePath: string
  fields: SearchState['fields']
  facets: Facets
  locations: LocationOption[]
}

/**
 * The filters of a listings page: sort, planning region and municipality (each option with how
 * many listings it would leave), price bands and ranges. On phones they open as a sheet over the
 * page (the Popover API: no script needed); beside the results on wider screens.
 */
export async function SearchFilters({ locale, panelId, basePath, fields, facets, locations }: Props) {
  const t = await getTranslations({ locale, namespace: 'search' })
  const withWords = searchWords(fields.q).length > 0
  const sorts = SORTS.filter((sort) => sort !== 'relevance' && (sort !== 'newest' || withWords))
  const shownLocations = fields.region ? locations.filter((location) => location.region === fields.region) : locations
  const band = (min?: number, max?: number) =>
    min === undefined
      ? t('bandUpTo', { max: formatEuro(max!, locale) })
      : max === undefined
        ? t('bandFrom', { min: formatEuro(min, locale) })
        : t('bandBetween', { min: formatEuro(min, locale), max: formatEuro(max, locale) })
  const bandQuery = (min?: number, max?: number) =>
    searchQuery({
      ...fields,
      price_min: min === undefined ? undefined : String(min),
      price_max: max === undefined ? undefined : String(max),
    })

  return (
    <div id={panelId} popover="auto" className={styles.panel}>
      <div className={styles.sheetHead}>
        <h2 className={styles.sheetTitle}>{t('filters')}</h2>
        <button type="button" className={styles.close} popoverTarget={panelId} popoverTargetAction="hide">
          {t('close')}
        </button>
      </div>

      <label className={styles.field}>
        <span className={styles.label}>{t('sort')}</span>
        <select name="sort" defaultValue={fields.sort ?? ''} className={styles.select}>
          <option value="">{t(withWords ? 'sorts.relevance' : 'sorts.default')}</option>
          {sorts.map((sort) => (
            <option key={sort} value={sort}>
              {t(`sorts.${sort}`)}
            </option>
          ))}
        </select>
      </label>

      <label className={styles.field}>
        <span className={styles.label}>{t('region')}</span>
        <select name="region" defaultValue={fields.region ?? ''} className={styles.select}>
          <option value="">{t('anyRegion')}</option>
          {REGIONS.map((region) => (
            <option key={region} value={region}>
              {t('option', { title: t(`regions.${region}`), count: facetCount(facets.regions[region] ?? 0, locale) })}
            </option>
          ))}
        </select>
      </label>

      <label className={styles.field}>
        <span className={styles.label}>{t('location')}</span>
        <select name="location" defaultValue={fields.location ?? ''} className={styles.select}>
          <option value="">{t('anyLocation')}</option>
          {shownLocations.map((location) => (
            <option key={location.id} value={location.id}>
              {t('option', { title: location.title, count: facetCount(facets.locations[location.id] ?? 0, locale) })}
            </option>
          ))}
        </select>
      </label>

      <fieldset className={styles.group}>
        <legend className={styles.label}>{t('priceBands')}</legend>
        <ul className={styles.bands}>
          {PRICE_BANDS.map(({ min, max }, index) => {
            const current =
              fields.price_min === (min === undefined ? undefined : String(min)) &&
              fields.price_max === (max === undefined ? undefined : String(max))
            return (
              <li key={index}>
                <Link
                  href={`${basePath}?${bandQuery(min, max)}`}
                  className={styles.band}
                  aria-current={current ? 'true' : undefined}
                  scroll={false}
                >
                  <span>{band(min, max)}</span>
                  <span className={styles.count}>{facetCount(facets.priceBands[index] ?? 0, locale)}</span>
                </Link>
              </li>
            )
          })}
        </ul>
      </fieldset>

      {RANGE_NAMES.map((range) => (
        <fieldset key={range} className={styles.group}>
          <legend className={styles.label}>{t(`ranges.${range}`)}</legend>
          <div className={styles.range}>
            {(['min', 'max'] as const).map((end) => (
              <input
                key={end}
                name={`${range}_${end}`}
                defaultValue={fields[`${range}_${end}`] ?? ''}
                inputMode="decimal"
                autoComplete="off"
                placeholder={t(end)}
                aria-label={t(`${end}Of`, { range: t(`ranges.${range}`) })}
                className={styles.input}
              />
            ))}
          </div>
        </fieldset>
      ))}

      <label className={styles.check}>
        <input type="checkbox" name="no_red_flags" value="1" defaultChecked={fields.no_red_flags === 'true'} />
        <span>{t('noRedFlags')}</span>
      </label>

      <div className={styles.actions}>
        <button type="submit" className={styles.apply}>
          {t('showResults')}
        </button>
        <Link href={basePath} className={styles.clear} scroll={false}>
          {t('clear')}
        </Link>
      </div>
    </div>
  )
}
