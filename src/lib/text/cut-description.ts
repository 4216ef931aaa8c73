export const CARD_DESCRIPTION_LENGTH = 200

const ELLIPSIS = '…'

/*
 * A sentence ends at . ! or ? (and any closing quotes or brackets) followed by a space and a
 * capital letter or a digit, or by the end of the text. A full stop before a small letter is an
 * ordinal or an abbreviation in Latvian ("kopš 2014. gada", "u.c. pakalpojumi"), not an end.
 */
const SENTENCE_END = /[.!?]["'”»)]*(?=\s+[\p{Lu}\d]|$)/gu

/**
 * A listing's description cut for its card: whitespace (line breaks too) collapsed, then, when
 * longer than `limit` characters, cut after the last whole sentence that fits, or else at the
 * last word boundary with an ellipsis (the ellipsis counted within the limit).
 */
export function cutDescription(text: string, limit = CARD_DESCRIPTION_LENGTH): string {
  const flat = text.replace(/\s+/g, ' ').trim()
  const chars = Array.from(flat)
  if (chars.length <= limit) return flat

  const head = chars.slice(0, limit).join('')
  const lookahead = chars.slice(0, limit + 2).join('')
  let sentenceEnd = -1
  for (const match of lookahead.matchAll(SENTENCE_END)) {
    const end = match.index + match[0].length
    if (end <= head.length) sentenceEnd = end
  }
  if (sentenceEnd > 0) return head.slice(0, sentenceEnd)

  const room = chars.slice(0, limit - 1).join('')
  const lastSpace = room.lastIndexOf(' ')
  const words = lastSpace > 0 ? room.slice(0, lastSpace) : room
  return words.replace(/[\s.,;:–—-]+$/u, '') + ELLIPSIS
}
