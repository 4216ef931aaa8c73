import { locales } from '@/i18n/routing'

/**
 * First path segments the site itself uses, each interface language's prefix among them. Category
 * pages live at /{slug}, so a category may never take one of these as its slug.
 */
export const RESERVED_PATHS = [
  ...locales,
  'admin',
  'api',
  'app',
  'atteikties',
  'bizness',
  'biznesa-pardosanas-padomi',
  'confirm-email',
  'confirm-inquiry',
  'forgot-password',
  'lietosanas-noteikumi',
  'login',
  'meklesana',
  'robots-txt',
  'signup',
  'sitemap-xml',
  'vertesanas-kalkulators',
] as const
