import { getLocalizedPaths, type FlattenedField, type Payload } from 'payload'

import { type Expected, type FieldRule, fieldRule, idPathRule, isBooleanValue } from './field-rules'

export type WhereProblem =
  | { kind: 'operator'; path: string; operator: string }
  | { kind: 'value'; path: string; expected: Expected; value: unknown; options?: string[] }

type Context = { payload: Payload; collectionSlug?: string; fields: FlattenedField[]; locale?: string; overrideAccess: boolean }

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value)

/** The field a where path ends on, as Payload's own query validation resolves it (through relationships too). */
function ruleFor(path: string, { payload, collectionSlug, fields, locale, overrideAccess }: Context): FieldRule | undefined {
  const incomingPath = path === '_id' ? 'id' : path.replace(/__/g, '.')
  if (incomingPath === 'id') return idPathRule(payload, collectionSlug)
  let resolved: ReturnType<typeof getLocalizedPaths>
  try {
    resolved = getLocalizedPaths({ collectionSlug, fields, incomingPath, locale, overrideAccess, payload })
  } catch {
    return undefined
  }
  // An unknown or hidden path is Payload's to refuse (QueryError, 400).
  if (resolved.some(({ invalid }) => invalid)) return undefined
  const last = resolved.at(-1)
  if (!last?.field) return undefined
  if (last.field.name === 'id' && last.path === 'id') return idPathRule(payload, last.collectionSlug)
  const end = last.path.split('.').at(-1)
  const localeCodes: string[] = payload.config.localization ? payload.config.localization.localeCodes : []
  const insideJson =
    (last.field.type === 'json' || last.field.type === 'richText') && end !== last.field.name && !localeCodes.includes(end ?? '')
  return fieldRule(payload, last.field as FlattenedField, {
    insideJson,
    localized: 'localized' in last.field && last.field.localized === true,
  })
}

/** The values one condition compares with: REST sends a list as "1,2,3" (Payload splits it the same way). */
function valuesOf(rule: FieldRule, operator: string, value: unknown): unknown[] | undefined {
  if (Array.isArray(value)) return rule.lists.has(operator) ? value : undefined
  if (typeof value === 'string' && (operator === 'in' || operator === 'not_in')) return value.split(',')
  return [value]
}

function conditionProblem(path: string, operator: string, value: unknown, context: Context): WhereProblem | undefined {
  const rule = ruleFor(path, context)
  if (!rule) return undefined
  if (!rule.operators.has(operator)) return { kind: 'operator', path, operator }
  if (operator === 'exists') return isBooleanValue(value) ? undefined : { kind: 'value', path, expected: 'boolean', value }
  const values = valuesOf(rule, operator, value)
  if (!values) return { kind: 'value', path, expected: 'single', value }
  for (const each of values) {
    const expected = rule.misfit(each, operator)
    if (expected) return { kind: 'value', path, expected, value: each, options: rule.options }
  }
  return undefined
}

/**
 * The first condition of a where query the database could not answer: an operator the field's
 * type has no meaning for, or a value that does not fit the field. Paths Payload does not know
 * are left to Payload's own check (it answers them with a 400 already).
 */
export function whereProblem(where: unknown, context: Context): WhereProblem | undefined {
  if (!isObject(where)) return undefined
  for (const [path, constraint] of Object.entries(where)) {
    if (['and', 'or'].includes(path.toLowerCase()) && Array.isArray(constraint)) {
      for (const nested of constraint) {
        const problem = whereProblem(nested, context)
        if (problem) return problem
      }
      continue
    }
    if (!isObject(constraint)) continue
    for (const [operator, value] of Object.entries(constraint)) {
      const problem = conditionProblem(path, operator, value, context)
      if (problem) return problem
    }
  }
  return undefined
}
