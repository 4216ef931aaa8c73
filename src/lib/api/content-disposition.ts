/** Characters that could end the header, break out of the quoted name or name a path. */
const UNSAFE = /["\\/\u0000-\u001f\u007f]/g

/** RFC 5987 percent-encoding: encodeURIComponent leaves ' ( ) * as they are, the header may not. */
const encodeRfc5987 = (text: string) =>
  encodeURIComponent(text).replace(/['()*]/g, (ch) => `%${ch.charCodeAt(0).toString(16).toUpperCase()}`)

/**
 * A Content-Disposition that makes browsers save the file under a person's file name: an ASCII
 * fallback (accents folded, Līgums → Ligums) for old clients and the exact UTF-8 name in
 * filename*. Quotes, control characters (CR/LF) and slashes are dropped from both.
 */
export function attachmentDisposition(name: string): string {
  const clean = name.replace(UNSAFE, '').trim() || 'download'
  const ascii = clean
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e]|%/g, '_')
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeRfc5987(clean)}`
}
