/**
 * The listing form's number fields as the seller types them: figures are whole numbers shown
 * with Latvian thousands grouping ('50 000'), the share is a percentage clamped to 1..100.
 * A plain space groups, since the server accepts any whitespace and people paste plain spaces.
 */

/**
 * Whether a key press may reach a figure field: digits, and every named key (docs/product.md#input-rules: Backspace,
 * Delete, arrows, Tab; also Enter, Home, Escape… and Android's 'Unidentified', whose text the
 * change handler filters). Only other printable characters are stopped; shortcuts (copy, paste,
 * undo) always pass.
 */
export const isFigureKey = (event: { key: string; ctrlKey: boolean; metaKey: boolean; altKey: boolean }) =>
  event.ctrlKey || event.metaKey || event.altKey || event.key.length !== 1 || /^\d$/.test(event.key)

/** The digits of a text, without leading zeros (a lone 0 stays), at most `max` of them. */
export const figureDigits = (text: string, max: number) =>
  text
    .replace(/\D/g, '')
    .replace(/^0+(?=\d)/, '')
    .slice(0, max)

/** '50000' → '50 000' */
export const groupThousands = (digits: string) => digits.replace(/\B(?=(\d{3})+(?!\d))/g, ' ')

/** Where the caret belongs in `formatted` to stand after its first `digits` digits. */
export function caretAfterDigits(formatted: string, digits: number): number {
  if (digits <= 0) return 0
  let seen = 0
  for (let i = 0; i < formatted.length; i++) {
    if (/\d/.test(formatted[i]) && ++seen === digits) return i + 1
  }
  return formatted.length
}

/** A share as typed: digits with one decimal comma or point and at most two decimals. */
export function shareText(text: string): string {
  const [whole = '', ...rest] = text.replace(/[^\d.,]/g, '').split(/[.,]/)
  const separator = /[.,]/.exec(text)?.[0]
  return rest.length === 0 || separator === undefined ? whole.slice(0, 3) : `${whole.slice(0, 3)}${separator}${rest.join('').slice(0, 2)}`
}

/** The rule on leaving the field (docs/product.md#input-rules): empty stays empty, below 1 becomes 1, above 100 becomes 100. */
export function clampShare(text: string): string {
  const trimmed = text.trim()
  if (trimmed === '') return ''
  const value = Number(trimmed.replace(',', '.'))
  if (Number.isNaN(value) || value < 1) return '1'
  if (value > 100) return '100'
  return trimmed
}
