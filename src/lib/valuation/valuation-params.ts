import { registrationNumberProblem } from '@/lib/registration-number'

/*
 * The calculator's address (/vertesanas-kalkulators?sector=…&profit=…): its form sends itself
 * there, and a link may arrive with figures filled in (the listing form's). Kept free of imports
 * from above the shared layer: pages and links both read it.
 */

export const VALUATION_PATH = '/vertesanas-kalkulators'

export const VALUATION_FIGURES = ['profit', 'turnover', 'equity'] as const
export type ValuationFigure = (typeof VALUATION_FIGURES)[number]

/** What the address asked for; a value left out or blank is null. */
export type ValuationParams = {
  /** A company's registration number, to prefill its figures from the register. */
  regcode: string | null
  sector: string | null
  profit: number | null
  turnover: number | null
  equity: number | null
  /** The capitalisation rate in percent; null: the default. */
  rate: number | null
}

/** Field name → message key of a value the address holds but the calculator cannot read. */
export type ValuationParamErrors = Partial<Record<keyof ValuationParams, string>>

/** Euros no company on the site comes near; a longer number is a typo. */
const EURO_LIMIT = 1e12

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value)?.trim() ?? ''

/** Whole euros as people type them: '50 000', '50000', '-20 000' (a loss, negative equity). */
function euros(text: string): number | null | undefined {
  if (text === '') return null
  const plain = text.replace(/[\s\u00a0\u202f€]/g, '')
  if (!/^[-−]?\d+$/.test(plain)) return undefined
  const value = Number(plain.replace('−', '-'))
  return Math.abs(value) < EURO_LIMIT ? value : undefined
}

/** A percentage with a point or a comma: '20', '17,5'. */
function percent(text: string): number | null | undefined {
  if (text === '') return null
  const plain = text.replace('%', '').trim().replace(',', '.')
  return /^\d{1,3}(\.\d{1,2})?$/.test(plain) ? Number(plain) : undefined
}

/** The calculator's inputs from its address, each unreadable one (or a rate outside `rates`) named with its message key. */
export function readValuationParams(
  query: Record<string, string | string[] | undefined>,
  rates: { min: number; max: number },
): {
  params: ValuationParams
  errors: ValuationParamErrors
} {
  const errors: ValuationParamErrors = {}
  const figure = (name: ValuationFigure) => {
    const value = euros(first(query[name]))
    if (value === undefined) errors[name] = 'valuation.errors.euros'
    return value ?? null
  }
  const rate = percent(first(query.rate))
  const rateFits = rate === null || (rate !== undefined && rate >= rates.min && rate <= rates.max)
  if (!rateFits) errors.rate = 'valuation.errors.rate'
  const sector = first(query.sector)
  const regcode = first(query.regcode).replace(/\s/g, '')
  if (regcode && registrationNumberProblem(regcode)) errors.regcode = 'valuation.errors.regcode'
  return {
    params: {
      regcode: regcode && !errors.regcode ? regcode : null,
      sector: sector || null,
      profit: figure('profit'),
      turnover: figure('turnover'),
      equity: figure('equity'),
      rate: rateFits ? rate : null,
    },
    errors,
  }
}

/** The calculator's address with these figures filled in (blank ones left out). */
export function valuationHref(params: Partial<Record<keyof ValuationParams, string | number | null>>): string {
  const query = new URLSearchParams(
    Object.entries(params).flatMap(([name, value]) =>
      value === null || value === undefined || value === '' ? [] : [[name, String(value)]],
    ),
  ).toString()
  return query ? `${VALUATION_PATH}?${query}` : VALUATION_PATH
}
