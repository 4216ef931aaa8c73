/**
 * The text a failed call is rejected with (docs/product.md#calls): the answer's `message`, else the
 * HTTP status text, else a fixed fallback.
 */
export function failureText(data: unknown, statusText: string | undefined): string {
  const message = data && typeof data === 'object' ? (data as { message?: unknown }).message : undefined
  if (typeof message === 'string' && message.trim()) return message
  if (statusText?.trim()) return statusText
  return 'Unknown error occurred'
}
