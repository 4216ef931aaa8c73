/** The public origin of the site, used in e-mails, canonical URLs and the sitemap. */
export function siteUrl(): string {
  const url = process.env.SITE_URL || process.env.NEXT_PUBLIC_SERVER_URL || 'http://localhost:3000'
  return url.replace(/\/+$/, '')
}
