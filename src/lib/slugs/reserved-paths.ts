/**
 * First path segments the site itself uses. Category pages live at /{slug}, so a category may
 * never take one of these as its slug.
 */
export const RESERVED_PATHS = [
  'admin',
  'api',
  'app',
  'atteikties',
  'bizness',
  'biznesa-pardosanas-padomi',
  'confirm-email',
  'confirm-inquiry',
  'en',
  'forgot-password',
  'lietosanas-noteikumi',
  'login',
  'lv',
  'meklesana',
  'robots-txt',
  'signup',
  'sitemap-xml',
  'vertesanas-kalkulators',
] as const
