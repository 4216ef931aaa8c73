export type Header = { key: string; value: string }

/**
 * What pages of this site may load and who may frame them (docs/decisions/029-security-headers-without-nonces.md). Scripts need 'unsafe-inline': Next writes each page's data as inline scripts, and
 * the alternative, a nonce per response, would make every page dynamic and bypass the page cache.
 * `next dev` also evaluates code and talks to its HMR server over a websocket.
 */
export function contentSecurityPolicy({ development }: { development: boolean }): string {
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    // No third party's script: checkout is a plain navigation to the provider's page (src/lib/client/checkout.ts).
    'script-src': ["'self'", "'unsafe-inline'", ...(development ? ["'unsafe-eval'"] : [])],
    // React and the admin panel set style attributes; its editors insert <style> elements.
    'style-src': ["'self'", "'unsafe-inline'"],
    // data: for inline icons and placeholders, blob: for previews of files about to be uploaded.
    'img-src': ["'self'", 'data:', 'blob:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", ...(development ? ['ws:', 'wss:'] : [])],
    'frame-src': ["'self'"],
    'worker-src': ["'self'", 'blob:'],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    // Only the site itself may frame its pages: no clickjacking of the admin panel or /app.
    'frame-ancestors': ["'self'"],
  }
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ')
}

/** Browser features no page of the site uses, switched off for it and anything it embeds. */
const PERMISSIONS_POLICY = ['accelerometer', 'camera', 'geolocation', 'gyroscope', 'magnetometer', 'microphone', 'payment', 'usb']
  .map((feature) => `${feature}=()`)
  .join(', ')

/** The headers every response carries: pages, the admin panel, /api and static files. */
export function securityHeaders({ development }: { development: boolean }): Header[] {
  return [
    { key: 'Content-Security-Policy', value: contentSecurityPolicy({ development }) },
    // For browsers that predate frame-ancestors.
    { key: 'X-Frame-Options', value: 'SAMEORIGIN' },
    { key: 'X-Content-Type-Options', value: 'nosniff' },
    { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
    { key: 'Permissions-Policy', value: PERMISSIONS_POLICY },
  ]
}

/**
 * Strict-Transport-Security, only for a site whose public origin is https: a browser would
 * otherwise refuse the plain-http site for a year. It depends on the running server's SITE_URL,
 * while next.config.ts headers are fixed at build time, so src/entries/server.ts sends it.
 */
export function transportSecurity(siteUrl: string | undefined): Header | undefined {
  return siteUrl?.startsWith('https://') ? { key: 'Strict-Transport-Security', value: 'max-age=31536000' } : undefined
}
