/*
 * next-intl for tests that render pages in their own process (tests/helpers/render-html.ts). Its
 * server half reads the request scope only Next provides, and its navigation imports
 * next/navigation, which plain Node cannot resolve; such a test mocks both with this module:
 *   vi.mock('next-intl/server', () => import('../helpers/next-intl-stand-in'))
 *   vi.mock('next-intl/navigation', () => import('../helpers/next-intl-stand-in'))
 * Messages come from the same catalogues through the same formatter (src/i18n/translate.ts).
 */
import { defaultLocale, localePath, type Locale } from '@/i18n/routing'
import { translate } from '@/i18n/translate'

let requestLocale: Locale = defaultLocale

/** What a page sets from its path (src/i18n/page-locale.ts); getTranslations without a locale reads it. */
export function setRequestLocale(locale: Locale) {
  requestLocale = locale
}

export async function getTranslations(scope?: string | { locale?: Locale; namespace?: string }) {
  const { locale = requestLocale, namespace } = typeof scope === 'string' ? { namespace: scope } : (scope ?? {})
  return (key: string, values?: Record<string, string | number>) => translate(locale, namespace ? `${namespace}.${key}` : key, values)
}

/** Paths as next-intl's navigation makes them with the app's routing ('as-needed' prefixes): localePath's rule. */
export const createNavigation = () => ({
  getPathname: ({ href, locale }: { href: string; locale: Locale }) => localePath(href, locale),
})
