/** The capitalisation rate the calculator starts from, in percent: the resources article's example (a small private company, five years of profit). */
export const DEFAULT_CAPITALISATION_RATE = 20

/** The rates a person may pick, in percent: below 1 % a value is meaningless, above 100 % less than a year's profit. */
export const CAPITALISATION_RATE_RANGE = { min: 1, max: 100 } as const

/**
 * The income method's simpler variant, capitalised earnings: value = normalised annual profit ÷
 * capitalisation rate (the resources article "How to value a business"). A loss or no profit
 * has no income value (null): one year's loss does not describe a company.
 */
export function capitalisedProfitValue(profit: number, ratePercent: number): number | null {
  if (!(profit > 0) || !(ratePercent > 0)) return null
  return Math.round(profit / (ratePercent / 100))
}
