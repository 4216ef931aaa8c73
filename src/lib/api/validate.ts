import { z } from 'zod'

import { isMessageKey } from '@/i18n/translate'
import { AppError } from '@/lib/errors/app-error'
import { MULTILINE } from '@/lib/text/control-characters'
import { textProblems } from '@/lib/text/text-problems'

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

type JsonSchema = { [MULTILINE]?: boolean; anyOf?: JsonSchema[]; properties?: Record<string, JsonSchema> }

const marked = (schema: JsonSchema): boolean => schema[MULTILINE] === true || Boolean(schema.anyOf?.some(marked))

const multilineFields = new WeakMap<z.ZodType, Set<string>>()

/** The fields of an object schema made with `multiline` (lib/text/control-characters.ts), read as the OpenAPI document reads them. */
function multilineFieldsOf(schema: z.ZodType): Set<string> {
  let fields = multilineFields.get(schema)
  if (!fields) {
    const { properties = {} } = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema
    fields = new Set(Object.keys(properties).filter((name) => marked(properties[name]!)))
    multilineFields.set(schema, fields)
  }
  return fields
}

/**
 * Parses input with a zod schema; on failure answers 400 with one message per field (the
 * first problem of each), translated later for the request's language (invalidFields). Every
 * text is first held to the one rule of lib/text/control-characters.ts, whatever the field's
 * schema: no control characters, and one line unless the field's schema is multi-line.
 */
export function validate<S extends z.ZodType>(schema: S, input: unknown, message?: string): z.output<S> {
  const multiline = multilineFieldsOf(schema)
  const oddText = textProblems(input, (field) => multiline.has(field))
  const result = schema.safeParse(input)
  if (result.success && Object.keys(oddText).length === 0) return result.data
  const errors: Record<string, string> = { ...oddText }
  for (const issue of result.error?.issues ?? []) {
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
  throw invalidFields(errors, message)
}

/** A 400 naming each field at fault: its message is `message` when given, else the field's own (or a general one for several fields). */
export function invalidFields(errors: Record<string, string>, message?: string): AppError {
  const fieldKeys = Object.keys(errors).filter((k) => k !== '_')
  const first = errors[fieldKeys[0] ?? '_']
  return new AppError('invalid', message ?? (fieldKeys.length === 1 ? first : 'api.invalidInput'), { errors })
}
