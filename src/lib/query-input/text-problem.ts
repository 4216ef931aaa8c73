import type { FlattenedField } from 'payload'

import { textProblems } from '@/lib/text/text-problems'

export type TextProblemAt = { path: string; key: string }

/** Payload's field types that are one line: the admin panel edits them in an <input>. */
const ONE_LINE = new Set<string>(['text', 'email'])

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value)

const firstOf = (problems: Record<string, string>, prefix: string): TextProblemAt | undefined => {
  const [path, key] = Object.entries(problems)[0] ?? []
  return path === undefined || key === undefined ? undefined : { path: path === '_' ? prefix.replace(/\.$/, '') : `${prefix}${path}`, key }
}

function oneLineProblem(fields: FlattenedField[], data: unknown, prefix: string): TextProblemAt | undefined {
  if (!isObject(data)) return undefined
  for (const field of fields) {
    const value = data[field.name]
    if (value === undefined || value === null) continue
    const path = `${prefix}${field.name}`
    if (ONE_LINE.has(field.type)) {
      // A localized field may come with every language at once, a hasMany one as a list: each value is one line.
      const problem = firstOf(textProblems(value), `${path}.`)
      if (problem) return problem
    } else if ((field.type === 'group' || field.type === 'tab') && 'flattenedFields' in field) {
      const problem = oneLineProblem(field.flattenedFields, value, `${path}.`)
      if (problem) return problem
    } else if (field.type === 'array' && Array.isArray(value)) {
      for (const [index, row] of value.entries()) {
        const problem = oneLineProblem(field.flattenedFields, row, `${path}.${index}.`)
        if (problem) return problem
      }
    }
  }
  return undefined
}

/**
 * The first text in a document's data (or a where) that the rule of lib/text/control-characters.ts
 * refuses: a control character anywhere (PostgreSQL refuses NUL in a text and in JSON alike), a
 * line break or tab in a text or email field; a textarea, code, JSON or rich text may hold lines.
 */
export function textProblemIn(data: unknown, fields: FlattenedField[] = []): TextProblemAt | undefined {
  const anyLines = () => true
  return firstOf(textProblems(data, anyLines), '') ?? oneLineProblem(fields, data, '')
}
