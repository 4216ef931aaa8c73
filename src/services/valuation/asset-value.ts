/** What the asset method says, and whether the company owes more than it owns. */
export type AssetValue = { value: number; negativeEquity: boolean }

/**
 * The asset method on the balance sheet's figures: value = equity (assets − liabilities). A
 * company that owes more than it owns is worth nothing on its assets (0), and that is said.
 * Book values are only a starting point (the article): market values may differ either way.
 */
export function assetValue(equity: number): AssetValue {
  return { value: Math.max(0, Math.round(equity)), negativeEquity: equity < 0 }
}
