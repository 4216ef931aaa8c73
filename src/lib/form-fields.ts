import { z } from 'zod'

import { multiline as multilineText } from '@/lib/text/control-characters'

/**
 * Zod parsers for values that arrive either typed (JSON) or as text (a multipart or urlencoded
 * form), so one schema serves every body a client may send. Each takes the message key its
 * field answers with when the value is not acceptable.
 */

/** PostgreSQL's `integer`: ids above it would fail in the database instead of as a 400. */
export const MAX_ID = 2_147_483_647

const fail = (ctx: z.RefinementCtx, message: string) => {
  ctx.addIssue({ code: 'custom', message })
  return z.NEVER
}

const idOf = (value: string | number) => {
  const text = String(value).trim()
  return /^[1-9]\d*$/.test(text) && Number(text) <= MAX_ID ? Number(text) : undefined
}

/** A database id: a positive whole number, as a number or digits. */
export const positiveId = (message: string) =>
  z.union([z.number(), z.string().max(20, message)], { error: message }).transform((value, ctx) => idOf(value) ?? fail(ctx, message))

/** A database id that may be left blank: '', null and the `none` words (lower case) mean no id (null). */
export const idOrNone = (message: string, none: string[] = []) =>
  z.union([z.number(), z.string().max(20, message), z.null()], { error: message }).transform((value, ctx) => {
    if (value === null || ['', ...none].includes(String(value).trim().toLowerCase())) return null
    return idOf(value) ?? fail(ctx, message)
  })

/** A positive whole number up to `max` (page numbers, page sizes). */
export const boundedInt = (message: string, max: number) =>
  z.union([z.number(), z.string().max(20, message)], { error: message }).transform((value, ctx) => {
    const text = String(value).trim()
    if (!/^[1-9]\d*$/.test(text) || Number(text) > max) return fail(ctx, message)
    return Number(text)
  })

/** A slug or an id naming a document; '' means none. */
export const slugOrId = (message: string) =>
  z.union([z.string().max(200, message), z.number().int().positive()], { error: message }).transform((value) => String(value).trim())

/**
 * A whole number from 0 to `max`, given as a number or as digits, optionally grouped with
 * spaces the way Latvian writes thousands ('50 000', also with non-breaking spaces).
 * '' and null mean "no value" (null).
 */
export const wholeNumber = ({ max, message, tooLarge }: { max: number; message: string; tooLarge: string }) =>
  z.union([z.number(), z.string().max(40, message), z.null()], { error: message }).transform((value, ctx) => {
    if (value === null) return null
    let number: number
    if (typeof value === 'number') {
      if (!Number.isSafeInteger(value) || value < 0) return fail(ctx, message)
      number = value
    } else {
      const digits = value.replace(/\s/g, '')
      if (digits === '') return null
      if (!/^\d+$/.test(digits)) return fail(ctx, message)
      number = Number(digits)
    }
    return number > max ? fail(ctx, tooLarge) : number
  })

/**
 * A percentage clamped to `min`..`max` (a decimal comma is accepted, a trailing % too); ''
 * and null mean "no value" (null). Only text that is not a number is refused.
 */
export const clampedPercent = ({ min, max, message }: { min: number; max: number; message: string }) =>
  z.union([z.number(), z.string().max(20, message), z.null()], { error: message }).transform((value, ctx) => {
    if (value === null) return null
    let number: number
    if (typeof value === 'number') {
      if (!Number.isFinite(value)) return fail(ctx, message)
      number = value
    } else {
      const text = value.replace(/\s/g, '').replace(/%$/, '').replace(',', '.')
      if (text === '') return null
      if (!/^-?\d+(\.\d+)?$/.test(text)) return fail(ctx, message)
      number = Number(text)
    }
    return Math.round(Math.min(max, Math.max(min, number)) * 100) / 100
  })

/** A field's text schema, marked multi-line when it is (one line is every field's default: lib/text/control-characters.ts). */
const lines = <S extends z.ZodType>(schema: S, multiline: boolean) => (multiline ? multilineText(schema) : schema)

/** Optional text of at most `max` characters, trimmed; '' and null mean "no value" (null). */
export const optionalText = ({
  max,
  message,
  pattern,
  multiline = false,
}: {
  max: number
  message: string
  pattern?: (text: string) => boolean
  multiline?: boolean
}) =>
  lines(
    z.union([z.string().max(max, message), z.null()], { error: message }).transform((value, ctx) => {
      const text = value?.trim() ?? ''
      if (text === '') return null
      return pattern && !pattern(text) ? fail(ctx, message) : text
    }),
    multiline,
  )

const EMAIL = z.email()

/** An optional e-mail address; '' and null mean "no value" (null). */
export const optionalEmail = (message: string) => optionalText({ max: 254, message, pattern: (text) => EMAIL.safeParse(text).success })

/** An optional phone number: digits, spaces, +, - and parentheses, with at least one digit. */
export const optionalPhone = (message: string, max = 40) =>
  optionalText({ max, message, pattern: (text) => /^[\d +\-()]+$/.test(text) && /\d/.test(text) })

/** A checkbox-like flag: true, 1, '1', 'true' or 'on' mean yes; false, 0, '' and the like mean no. */
export const flag = (message: string) =>
  z.union([z.boolean(), z.number(), z.string().max(10, message)], { error: message }).transform((value, ctx) => {
    const text = String(value).trim().toLowerCase()
    if (['true', '1', 'on', 'yes'].includes(text)) return true
    if (['false', '0', 'off', 'no', ''].includes(text)) return false
    return fail(ctx, message)
  })

/**
 * Required text, trimmed, with Windows line ends made \n so the length is what the person
 * typed (a textarea sends each line end as two characters, hence the looser first bound).
 */
export const requiredText = ({
  max,
  required,
  tooLong,
  multiline = false,
}: {
  max: number
  required: string
  tooLong: string
  multiline?: boolean
}) =>
  lines(
    z
      .string({ error: required })
      .max(max * 2, tooLong)
      .overwrite((value) => value.replace(/\r\n?/g, '\n').trim())
      .min(1, required)
      .max(max, tooLong),
    multiline,
  )
