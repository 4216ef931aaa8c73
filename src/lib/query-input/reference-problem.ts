import type { FlattenedField, Payload } from 'payload'

import { idTest } from './field-rules'

export type ReferenceProblem = { path: string; value: unknown }

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value)

/**
 * The first relationship value in a document's data that no document can have as its ID.
 * Payload's own relationship check lets 1.5 or 10^20 through to an integer column (a 500);
 * populated documents and empty values are left to it.
 */
export function referenceProblem(payload: Payload, fields: FlattenedField[], data: unknown, prefix = ''): ReferenceProblem | undefined {
  if (!isObject(data)) return undefined
  for (const field of fields) {
    const value = data[field.name]
    if (value === undefined || value === null) continue
    const path = `${prefix}${field.name}`
    if (field.type === 'relationship' || field.type === 'upload') {
      for (const each of Array.isArray(value) ? value : [value]) {
        const [collection, id] = isObject(each)
          ? [typeof each.relationTo === 'string' ? each.relationTo : undefined, each.value]
          : [typeof field.relationTo === 'string' ? field.relationTo : undefined, each]
        if (!collection || (typeof id !== 'number' && typeof id !== 'string') || id === '') continue
        if (!idTest(payload, collection)(id)) return { path, value: id }
      }
    } else if ((field.type === 'group' || field.type === 'tab') && 'flattenedFields' in field) {
      const problem = referenceProblem(payload, field.flattenedFields, value, `${path}.`)
      if (problem) return problem
    } else if (field.type === 'array' && Array.isArray(value)) {
      for (const [index, row] of value.entries()) {
        const problem = referenceProblem(payload, field.flattenedFields, row, `${path}.${index}.`)
        if (problem) return problem
      }
    }
  }
  return undefined
}
