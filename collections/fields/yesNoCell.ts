/** The list cell every checkbox of the panel uses (src/components/admin/yes-no-cell.tsx). */
export const YES_NO_CELL = '/components/admin/yes-no-cell#YesNoCell'
