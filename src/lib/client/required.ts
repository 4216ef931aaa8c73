import type { FieldErrors } from './use-submission'

/** The "required" rules (docs/product.md#input-rules): each empty (or blank) field gets its own message. */
export function requiredErrors(values: Record<string, string>, messages: Record<string, string>): FieldErrors {
  return Object.fromEntries(Object.entries(messages).filter(([name]) => !values[name]?.trim()))
}
