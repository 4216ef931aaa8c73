import type { z } from 'zod'

/**
 * What no text we take may hold, in any field: C0 control characters but tab, line feed and
 * carriage return (NUL among them, which PostgreSQL refuses with error 22021), DEL, the C1
 * controls, and a lone surrogate (a JSON escape such as \ud800: half a character, no text).
 */
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\ud800-\udfff]/u

/** What ends a line, or moves along one, in a field that is one line: a name, a title, a subject. */
const NOT_ONE_LINE = /[\t\n\r\u2028\u2029]/

/** The metadata key a multi-line field's schema carries (also in the OpenAPI document). */
export const MULTILINE = 'x-multiline'

/** A field's schema marked as multi-line text (a description, a message): line breaks and tabs allowed in it. */
export const multiline = <S extends z.ZodType>(schema: S): S => schema.meta({ [MULTILINE]: true }) as S

/** The message keys of the two problems, in `validation`. */
export const TEXT_PROBLEMS = { control: 'validation.controlCharacters', lineBreak: 'validation.oneLine' } as const
export type TextProblem = keyof typeof TEXT_PROBLEMS

/**
 * Why a value cannot be taken as a field's text, or undefined when it can: every field refuses
 * control characters, and a field that is not multi-line refuses line breaks and tabs too. One
 * rule for every edge where input enters (src/lib/text/text-problems.ts walks the input).
 */
export function textProblem(text: string, { multiline = false } = {}): TextProblem | undefined {
  if (CONTROL.test(text)) return 'control'
  if (!multiline && NOT_ONE_LINE.test(text)) return 'lineBreak'
  return undefined
}

/**
 * A value as one line of a mail (subject, heading, a line of text): whatever a field let through,
 * control characters and line breaks become a space, so no value makes a line of its own.
 */
export const oneLine = (text: string) => text.replace(/[\p{Cc}\u2028\u2029\ud800-\udfff]+/gu, ' ')
