import type { Collection, FlattenedField, Payload } from 'payload'

/** What a filter value must be, when it is not: each names a message in api.query. */
export type Expected = 'number' | 'id' | 'date' | 'boolean' | 'option' | 'single'

/** The operators a field answers, which of them take a list of values, and which values fit it. */
export type FieldRule = {
  operators: ReadonlySet<string>
  lists: ReadonlySet<string>
  /** Why one value does not fit, or undefined when it does. */
  misfit: (value: unknown, operator: string) => Expected | undefined
  options?: string[]
}

const EQUALITY = ['equals', 'not_equals', 'in', 'not_in', 'exists']
const ORDER = ['greater_than', 'greater_than_equal', 'less_than', 'less_than_equal']
const TEXT_MATCH = ['like', 'not_like', 'contains']
/** Inside a JSON column Payload builds a JSON path query, which knows fewer operators. */
const JSON_PATH = ['equals', 'not_equals', 'exists', ...TEXT_MATCH]
const GEO = ['equals', 'not_equals', 'exists', 'near', 'within', 'intersects']
/** Every operator but `all`, which the PostgreSQL adapter does not implement for any field. */
const ANY = [...EQUALITY, ...ORDER, ...TEXT_MATCH, ...GEO]
const LISTS = ['in', 'not_in']

// Serial ids and the columns that point at them are PostgreSQL `integer`s.
const INTEGER_MIN = -(2 ** 31)
const INTEGER_MAX = 2 ** 31 - 1

const isPlainObject = (value: unknown) => typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof Date)

const isNumber = (value: unknown) =>
  typeof value === 'number' ? Number.isFinite(value) : typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value))

const isStoredInteger = (value: unknown) => {
  if (typeof value === 'string' && !/^\s*-?\d+\s*$/.test(value)) return false
  const number = typeof value === 'number' || typeof value === 'string' ? Number(value) : NaN
  return Number.isInteger(number) && number >= INTEGER_MIN && number <= INTEGER_MAX
}

// Years outside 1–9999 parse in JavaScript but are no date anyone stores, and PostgreSQL refuses some.
const isDate = (value: unknown) => {
  if (typeof value === 'string' && value.trim() === '') return false
  if (!(value instanceof Date) && typeof value !== 'string' && typeof value !== 'number') return false
  const year = new Date(value).getUTCFullYear()
  return year >= 1 && year <= 9999
}

export const isBooleanValue = (value: unknown) =>
  typeof value === 'boolean' || (typeof value === 'string' && /^(true|false|1|0)$/i.test(value))

/**
 * A value check: null stands for "empty" everywhere, and so does the text 'null' where Payload
 * reads it so (relationships, dates) unless a list is being compared.
 */
const fits =
  (expected: Expected, test: (value: unknown) => boolean, nullText = false) =>
  (value: unknown, operator: string): Expected | undefined => {
    if (value === null || value === undefined) return undefined
    if (nullText && value === 'null' && !LISTS.includes(operator)) return undefined
    if (isPlainObject(value)) return 'single'
    return test(value) ? undefined : expected
  }

const anyScalar = (value: unknown) => (isPlainObject(value) ? ('single' as const) : undefined)
const anything = () => undefined

const rule = (
  operators: string[],
  misfit: FieldRule['misfit'],
  { lists = LISTS, options }: { lists?: string[]; options?: string[] } = {},
): FieldRule => ({
  operators: new Set(operators),
  lists: new Set(lists),
  misfit,
  options,
})

/** Whether a value can be a document ID of the collection: serial ids are PostgreSQL integers. */
export function idTest(payload: Payload, collectionSlug: string | undefined): (value: unknown) => boolean {
  const collections = payload.collections as Record<string, Collection | undefined>
  const collection = collectionSlug ? collections[collectionSlug] : undefined
  const type = collection?.customIDType ?? payload.db.defaultIDType
  if (type !== 'number') return (value) => typeof value === 'string' || typeof value === 'number'
  return collection?.customIDType ? isNumber : isStoredInteger
}

const idMisfit = (payload: Payload, collectionSlug: string | undefined) => fits('id', idTest(payload, collectionSlug), true)

const optionValues = (field: { options: readonly (string | { value: string })[] }) =>
  field.options.map((option) => (typeof option === 'string' ? option : option.value))

/**
 * The operators and values each field type answers in PostgreSQL. Payload hands any of its
 * sixteen operators and any value to the database adapter, which fails with a 500 on the rest:
 * `near` on a text column, `contains` on a number, `all` anywhere, 'abc' for an integer ID,
 * a value outside a select's options.
 */
export function fieldRule(payload: Payload, field: FlattenedField, { insideJson = false, localized = false } = {}): FieldRule {
  // A hasMany field also answers `contains`, with one value or a list.
  const hasMany = 'hasMany' in field && field.hasMany === true
  const many = (operators: string[]) => (hasMany ? [...operators, 'contains'] : operators)
  const lists = (extra: string[] = []) => [...LISTS, ...extra, ...(hasMany ? ['contains'] : [])]
  switch (field.type) {
    case 'text':
    case 'textarea':
    case 'email':
    case 'code':
      return rule([...EQUALITY, ...ORDER, ...TEXT_MATCH], anyScalar, { lists: lists() })
    case 'number':
      // The adapter reads `like` on a number as `equals`.
      return rule([...EQUALITY, ...ORDER, 'like'], fits('number', isNumber))
    case 'date':
      return rule([...EQUALITY, ...ORDER], fits('date', isDate, true))
    case 'checkbox':
      return rule(EQUALITY, fits('boolean', isBooleanValue))
    case 'select':
    case 'radio': {
      const options = optionValues(field)
      return rule(
        many(EQUALITY),
        fits('option', (value) => options.includes(String(value))),
        { lists: lists(), options },
      )
    }
    case 'relationship':
    case 'upload':
      if (typeof field.relationTo !== 'string') return rule(EQUALITY, anything, { lists: [...EQUALITY] })
      // Payload turns equals/not_equals with a list into in/not_in for relationships.
      return rule(many([...EQUALITY, ...ORDER, 'like']), idMisfit(payload, field.relationTo), { lists: lists(['equals', 'not_equals']) })
    case 'json':
    case 'richText':
      if (!insideJson) return rule(EQUALITY, anything, { lists: ANY })
      // Payload names a localized JSON column without its table, which PostgreSQL finds ambiguous
      // as soon as the query joins the locales table a second time (a filter on title.en).
      return localized ? rule([], anything) : rule(JSON_PATH, anyScalar, { lists: [] })
    case 'point':
      // Coordinates and GeoJSON come as lists and objects of their own.
      return rule(GEO, anything, { lists: ANY })
    default:
      // Arrays, groups, blocks, joins: Payload itself refuses or resolves these paths.
      return rule(ANY, anything, { lists: ANY })
  }
}

/** The `id` of a collection, as a where path: the same operators as a number. */
export const idPathRule = (payload: Payload, collectionSlug: string | undefined): FieldRule =>
  rule([...EQUALITY, ...ORDER, 'like'], idMisfit(payload, collectionSlug))
