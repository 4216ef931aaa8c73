const BASE = 'https://bizness.invalid'

/**
 * `value` when it is a path on this site, else null. Only a single leading '/' counts: '//host'
 * and '/\host' are read by browsers as another host, a scheme ('https:', 'javascript:') never
 * starts with '/', and control characters are refused because browsers drop tabs and newlines
 * ('/\t/evil.example' would become '//evil.example').
 */
export function sameSitePath(value: unknown): string | null {
  if (typeof value !== 'string' || !value.startsWith('/')) return null
  if (value.startsWith('//') || value.startsWith('/\\')) return null
  if (/[\u0000-\u001f\u007f]/.test(value)) return null
  try {
    return new URL(value, BASE).origin === BASE ? value : null
  } catch {
    return null
  }
}
