/** The figures a seller states and the register files, compared one by one. */
export const REGISTRY_FIGURES = ['turnover', 'profit', 'employees'] as const
export type RegistryFigure = (typeof REGISTRY_FIGURES)[number]

/** How far a seller's figure may stray from the filed one before the listing's page points it out. */
export const FIGURE_TOLERANCE = 0.2

/**
 * Whether the seller's figure differs from the one filed in the register by more than 20 % of the
 * filed one (any difference when the filed one is zero); unknown on either side is no difference.
 */
export function differsFromFiled(seller: number | null, filed: number | null): boolean {
  if (seller === null || filed === null) return false
  if (filed === 0) return seller !== 0
  return Math.abs(seller - filed) > FIGURE_TOLERANCE * Math.abs(filed)
}

/**
 * What the listing's page says when the filed figures are hidden (a private number): which of the
 * seller's figures stray, or that none does, or, when the seller stated none, only that they are hidden.
 */
export function hiddenFiguresNote(
  seller: Record<RegistryFigure, number | null>,
  differs: readonly RegistryFigure[],
): 'hiddenDiffers' | 'hiddenAgrees' | 'hidden' {
  if (differs.length > 0) return 'hiddenDiffers'
  return REGISTRY_FIGURES.some((figure) => seller[figure] !== null) ? 'hiddenAgrees' : 'hidden'
}

/**
 * The same rule in SQL, over two numeric expressions, for what the database compares in bulk
 * (the red flags' headcount and tax mismatches, src/services/registry/red-flags.ts).
 */
export const differsFromFiledSql = (seller: string, filed: string) =>
  `(${seller} IS NOT NULL AND ${filed} IS NOT NULL AND CASE WHEN ${filed} = 0 THEN ${seller} <> 0 ELSE abs(${seller} - ${filed}) > ${FIGURE_TOLERANCE} * abs(${filed}) END)`
