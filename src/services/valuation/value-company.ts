import { type AssetValue, assetValue } from './asset-value'
import { type ComparableValue, comparableValue, type SectorMultiples } from './comparables'
import { capitalisedProfitValue } from './income-value'

/** The figures a valuation starts from, in whole euros; a figure not given is null. */
export type CompanyInput = { profit: number | null; turnover: number | null; equity: number | null; ratePercent: number }

export type Valuation = {
  income: number | null
  assets: AssetValue | null
  byProfit: ComparableValue | null
  byTurnover: ComparableValue | null
  /** The lowest and highest of the methods' values, or null when no method gives one. */
  range: { low: number; high: number } | null
}

/**
 * The three methods of the resources article side by side: income (capitalised profit), assets
 * (equity) and comparables (the sector's listings' price ÷ profit and price ÷ turnover). Each
 * answers another question, so the result is their range, not one number.
 */
export function valueCompany(input: CompanyInput, multiples: SectorMultiples | null): Valuation {
  const income = input.profit === null ? null : capitalisedProfitValue(input.profit, input.ratePercent)
  const assets = input.equity === null ? null : assetValue(input.equity)
  const byProfit = input.profit === null ? null : comparableValue(multiples?.byProfit ?? null, input.profit)
  const byTurnover = input.turnover === null ? null : comparableValue(multiples?.byTurnover ?? null, input.turnover)
  const values = [income, assets?.value, byProfit?.value, byTurnover?.value].filter((value): value is number => typeof value === 'number')
  const range = values.length === 0 ? null : { low: Math.min(...values), high: Math.max(...values) }
  return { income, assets, byProfit, byTurnover, range }
}
