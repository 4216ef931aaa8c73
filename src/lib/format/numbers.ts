import { locales, type Locale } from '@/i18n/routing'

const NO_BREAK_SPACE = '\u00a0'

/*
 * Latvian and Russian pages group thousands with a no-break space ('50 000 €'), so a figure
 * never breaks across lines; 'always' groups four-digit figures too, so figures line up (CLDR's
 * Latvian minimum would print '5000 €' beside '48 000 €'). English pages write euros the English
 * way ('€50,000'). Russian is written as in Latvia (ru-LV), where the euro is the currency.
 */
const INTL_LOCALE: Record<Locale, string> = { lv: 'lv-LV', en: 'en-GB', ru: 'ru-LV' }

/** Languages that space the percent sign ('25,5 %'); English does not ('25.5%'). */
const SPACED_PERCENT: ReadonlySet<Locale> = new Set(['lv', 'ru'])

// Intl.NumberFormat v3 (Node 19+, current browsers); TypeScript's ES2022 lib still types it boolean.
const ALWAYS_GROUP = { useGrouping: 'always' } as unknown as Intl.NumberFormatOptions

const formats = (options: Intl.NumberFormatOptions) =>
  Object.fromEntries(
    locales.map((locale) => [locale, new Intl.NumberFormat(INTL_LOCALE[locale], { ...ALWAYS_GROUP, ...options })]),
  ) as Record<Locale, Intl.NumberFormat>

const EURO = formats({ style: 'currency', currency: 'EUR', maximumFractionDigits: 0 })
const WHOLE = formats({ maximumFractionDigits: 0 })
const SHARE = formats({ maximumFractionDigits: 2 })

/** Some ICU builds separate with a plain or a narrow space; keep every space unbreakable. */
const unbreakable = (text: string) => text.replace(/[ \u202f]/g, NO_BREAK_SPACE)

/** Whole euros: '50 000 €' in Latvian, '€50,000' in English. */
export const formatEuro = (amount: number, locale: Locale) => unbreakable(EURO[locale].format(amount))

/** A count or a figure: '1 568' in Latvian, '1,568' in English. */
export const formatCount = (value: number, locale: Locale) => unbreakable(WHOLE[locale].format(value))

/** A share in percent, up to two decimals: '25,5 %' in Latvian and Russian (which space the sign), '25.5%' in English. */
export const formatPercent = (value: number, locale: Locale) => {
  const number = unbreakable(SHARE[locale].format(value))
  return SPACED_PERCENT.has(locale) ? `${number}${NO_BREAK_SPACE}%` : `${number}%`
}

/** A plain number with up to two decimals: '0,55' in Latvian, '0.55' in English (a multiple, a rate). */
export const formatDecimal = (value: number, locale: Locale) => unbreakable(SHARE[locale].format(value))
