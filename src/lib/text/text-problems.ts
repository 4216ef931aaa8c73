import { TEXT_PROBLEMS, textProblem } from './control-characters'

/**
 * Every text in `input` (a parsed body, a query, route parameters: strings, nested in objects
 * and lists, and the names of fields too) checked against the one rule of control-characters.ts:
 * field path → message key of each field at fault, empty when all is well. A field is one line
 * unless `isMultiline` says so of its top-level name; what is nested in it follows it.
 */
export function textProblems(input: unknown, isMultiline: (field: string) => boolean = () => false): Record<string, string> {
  const problems: Record<string, string> = {}
  const visit = (value: unknown, path: string, multiline: boolean) => {
    if (typeof value === 'string') {
      const problem = textProblem(value, { multiline })
      if (problem) problems[path || '_'] ??= TEXT_PROBLEMS[problem]
    } else if (Array.isArray(value)) {
      value.forEach((each, index) => visit(each, path ? `${path}.${index}` : String(index), multiline))
    } else if (value !== null && typeof value === 'object') {
      for (const [key, each] of Object.entries(value)) {
        // A field's name is never more than a line; one that is not even that is named by where it is.
        if (textProblem(key)) problems[path || '_'] ??= TEXT_PROBLEMS.control
        else visit(each, path ? `${path}.${key}` : key, path ? multiline : isMultiline(key))
      }
    }
  }
  visit(input, '', false)
  return problems
}
