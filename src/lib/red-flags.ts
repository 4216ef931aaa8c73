/*
 * Red flags: what the state's open data say against a company on sale (notes/state-open-data.md),
 * worked out by src/services/registry/red-flags.ts. Here the words both sides share: the kinds,
 * where each comes from, and which keep a company off the site. Pure, so the page, the call's
 * schema and the services read one list.
 */

export const RED_FLAG_KINDS = [
  'insolvency',
  /** A rescue (tiesiskās aizsardzības process), told apart from insolvency; a finished one is no flag. */
  'legal_protection',
  'liquidation',
  /** Prohibited or suspended by the register or by VID, in force. */
  'activity_suspended',
  'securing_measure',
  /** VID's taxpayer rating B, C or N. */
  'tax_rating',
  /** The seller's headcount against the latest quarter's average employees. */
  'headcount_mismatch',
  /** The seller's turnover against what the latest quarter's taxes point to. */
  'tax_mismatch',
] as const
export type RedFlagKind = (typeof RED_FLAG_KINDS)[number]

/** Each flag's file, by its publisher: UR the Register of Enterprises, VID the State Revenue Service. */
export const RED_FLAG_SOURCES = [
  'ur_insolvency',
  'ur_liquidations',
  'ur_suspensions',
  'ur_securing_measures',
  'vid_suspensions',
  'vid_rating',
  'vid_quarterly_taxes',
] as const
export type RedFlagSource = (typeof RED_FLAG_SOURCES)[number]

/** A company with one of these cannot be listed, and a published listing of one is hidden. */
export const BARRING_FLAGS = ['insolvency', 'liquidation', 'activity_suspended'] as const satisfies readonly RedFlagKind[]
export type BarringFlag = (typeof BARRING_FLAGS)[number]

export const isBarring = (kind: RedFlagKind): kind is BarringFlag => (BARRING_FLAGS as readonly string[]).includes(kind)

/** The ratings that are a flag: B risks, C excluded or suspended, N inactive (A good, J new). */
export const FLAGGED_RATINGS = ['B', 'C', 'N'] as const

/** The kinds that compare the seller's figures with VID's: their figures are shown only with the number. */
export const MISMATCH_FLAGS = ['headcount_mismatch', 'tax_mismatch'] as const satisfies readonly RedFlagKind[]

/**
 * VID's page on its tax debtors' lookup (by exact name and number, one company at a time): VID
 * publishes no bulk file of tax debts, so the page sends a buyer there (notes/state-open-data.md §9).
 */
export const TAX_DEBT_LOOKUP_URL =
  'https://www.vid.gov.lv/lv/no-2013gada-1aprila-pieejama-vid-administreto-nodoklu-un-nodevu-paradnieku-datubaze'
