import { withPayload } from '@payloadcms/next/withPayload'
import type { NextConfig } from 'next'
import createNextIntlPlugin from 'next-intl/plugin'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { defaultLocale, locales } from './src/i18n/routing'
import { SEARCH_FIELD_NAMES } from './src/lib/search/search-param-names'
import { securityHeaders } from './src/lib/api/security-headers'

const dirname = path.dirname(fileURLToPath(import.meta.url))

const withNextIntl = createNextIntlPlugin('./src/i18n/request.ts')

const nextConfig: NextConfig = {
  poweredByHeader: false,
  /*
   * Next hashes a cached page's whole HTML in JavaScript on every request to make its ETag: a
   * tenth of the server's time per page view (bench/page-speed.ts). Pages carry no browser
   * max-age, so a browser would only save the transfer of ~10 KB gzip; not worth it.
   */
  generateEtags: false,
  // NEXT_DIST_DIR lets several builds of one checkout live side by side (parallel test runs).
  distDir: process.env.NEXT_DIST_DIR || '.next',
  /*
   * Next's cache of pages and unstable_cache reads: its own per server, or one in Redis shared by
   * every server when REDIS_URL is set; src/server/cache-handler.mjs picks when the server starts, so one build
   * serves both. cacheMaxMemorySize keeps Next's default: with a handler configured Next keeps no
   * copy of these entries in memory itself but hands the size to the handler. Next's own cache
   * keeps its copy in memory with it; the Redis handler ignores it, since a copy per server would
   * miss the other servers' revalidations. (It also sizes the built-in store of 'use cache', which
   * the app does not use.)
   */
  cacheHandler: path.join(dirname, 'src/server/cache-handler.mjs'),
  // `npm test` type-checks the whole project (tests and scripts too) once, before building.
  typescript: { ignoreBuildErrors: true },
  images: {
    localPatterns: [{ pathname: '/api/media/file/**' }],
  },
  webpack: (webpackConfig) => {
    webpackConfig.resolve.extensionAlias = {
      '.cjs': ['.cts', '.cjs'],
      '.js': ['.ts', '.tsx', '.js', '.jsx'],
      '.mjs': ['.mts', '.mjs'],
    }
    return webpackConfig
  },
  turbopack: {
    root: path.resolve(dirname),
  },
}

const withCms = withPayload(withNextIntl(nextConfig), { devBundleServerPackages: false })

/*
 * Payload asks every response for the colour-scheme client hint with Critical-CH, which makes
 * Chromium fetch each first page twice. Only the admin panel follows the colour scheme, so the
 * public site goes without it.
 */
const headers = async () => [
  ...(await withCms.headers!()).map((rule) => (rule.source === '/:path*' ? { ...rule, source: '/admin/:path*' } : rule)),
  // Every response, the admin panel's and /api's included (src/lib/api/security-headers.ts).
  { source: '/:path*', headers: securityHeaders({ development: process.env.NODE_ENV === 'development' }) },
]

/*
 * Latvian pages have no prefix (/bizness), the other languages live under theirs (/en, /ru). A
 * rewrite in the router maps the unprefixed paths onto the [locale] segment, instead of
 * next-intl's middleware doing it for every request: a cached page is then served without running any middleware, close to
 * a static file's speed (bench/page-speed.ts). It runs before the file system is looked at, so
 * paths with a dot (files: robots.txt, sitemap.xml, icon.svg; page slugs never have one) and the
 * other first segments are left alone; /lv/… is not a second address for the same page.
 */
const LATVIAN_PAGE = `(?!(?:${[...locales, 'api', 'admin', '_next'].join('|')})(?:/|$))[^.]*`

/** A path as each language's pages have it: '' for Latvian, '/en' and '/ru' for the others. */
const prefixes = locales.map((locale) => ({ locale, prefix: locale === defaultLocale ? '' : `/${locale}` }))

const redirects = async () => [
  { source: '/lv', destination: '/', permanent: true },
  { source: '/lv/:path*', destination: '/:path*', permanent: true },
]

/*
 * A listings page asked with a search (/bizness?q=…, /{category}?region=…) is answered by the
 * search page, rendered per request; the same path without one stays the cached static page.
 * An address names one of the search's fields, or it is not a search. Rewrites apply one after
 * another, so the search page's own path is not taken for a sector's.
 */
const CATEGORY_PATH = `(?!(?:meklesana|${locales.join('|')})$)[a-z0-9]+(?:-[a-z0-9]+)*`
const searchedListings = SEARCH_FIELD_NAMES.flatMap((key) => {
  const has = [{ type: 'query' as const, key }]
  return prefixes.flatMap(({ locale, prefix }) => [
    { source: `${prefix}/bizness`, has, destination: `/${locale}/meklesana` },
    { source: `${prefix}/:category(${CATEGORY_PATH})`, has, destination: `/${locale}/meklesana/:category` },
  ])
})

/*
 * A listing's page asked with a session cookie is answered per request by its viewer/ route,
 * which shows the whole of a confidential listing to those who see it whole
 * (src/services/confidential/sees-whole.ts); without one it is the cached public page. Varnish
 * passes requests with the cookie (deploy/varnish/bizness.vcl), so neither face is kept for
 * another reader.
 */
const signedIn = [{ type: 'cookie' as const, key: 'payload-token' }]
const listingViewer = prefixes.map(({ locale, prefix }) => ({
  source: `${prefix}/bizness/:slug`,
  has: signedIn,
  destination: `/${locale}/bizness/:slug/viewer`,
}))

const rewrites = async () => ({
  beforeFiles: [
    ...searchedListings,
    ...listingViewer,
    { source: '/', destination: '/lv' },
    { source: `/:path(${LATVIAN_PAGE})`, destination: '/lv/:path' },
  ],
  afterFiles: [],
  fallback: [],
})

const config: NextConfig = { ...withCms, headers, redirects, rewrites }

export default config
