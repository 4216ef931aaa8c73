'use client'

import { pathWithoutLocale } from '@/i18n/routing'

import { sameSitePath } from './same-site-path'

const KEY = 'app_redirect'

/** The seller's area, in any language: /app…, /en/app… or /ru/app…. */
export const isAppPath = (pathname: string): boolean => /^\/app(?:\/|$)/.test(pathWithoutLocale(pathname))

/** Remembers where to come back to after login (localStorage `app_redirect`, docs/product.md#states). */
export function rememberAppRedirect(path: string): void {
  if (sameSitePath(path)) window.localStorage.setItem(KEY, path)
}

/** The remembered path, removed as it is read; only a path on this site is honoured. */
export function takeAppRedirect(): string | null {
  const saved = window.localStorage.getItem(KEY)
  window.localStorage.removeItem(KEY)
  return sameSitePath(saved)
}
