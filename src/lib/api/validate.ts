import type { z } from 'zod'

import { isMessageKey } from '@/i18n/translate'
import { AppError } from '@/lib/errors/app-error'

/** Message keys used when a schema gives no message of its own. */
const GENERIC: Record<string, string> = {
  invalid_type: 'validation.invalidType',
  too_big: 'validation.tooLong',
  too_small: 'validation.required',
  invalid_format: 'validation.invalidFormat',
  invalid_value: 'validation.invalidValue',
  not_multiple_of: 'validation.invalidValue',
  custom: 'validation.invalidValue',
}

/**
 * Parses input with a zod schema; on failure answers 400 with one message per field (the
 * first problem of each), translated later for the request's language. The answer's message
 * is `message` when given, else the field's own (or a general one for several fields).
 */
export function validate<S extends z.ZodType>(schema: S, input: unknown, message?: string): z.output<S> {
  const result = schema.safeParse(input)
  if (result.success) return result.data
  const errors: Record<string, string> = {}
  for (const issue of result.error.issues) {
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) errors[key] ??= 'validation.unknownField'
      continue
    }
    const field = issue.path.map(String).join('.') || '_'
    if (errors[field]) continue
    const missing = issue.code === 'invalid_type' && issue.input === undefined
    errors[field] = isMessageKey(issue.message)
      ? issue.message
      : missing
        ? 'validation.required'
        : (GENERIC[issue.code] ?? 'validation.invalidValue')
  }
  const fieldKeys = Object.keys(errors).filter((k) => k !== '_')
  const first = errors[fieldKeys[0] ?? '_']
  throw new AppError('invalid', message ?? (fieldKeys.length === 1 ? first : 'api.invalidInput'), { errors })
}
