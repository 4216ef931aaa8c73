import type { Metadata, Viewport } from 'next'
import { notFound } from 'next/navigation'
import { hasLocale, NextIntlClientProvider } from 'next-intl'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import type React from 'react'

import { SiteFooter } from '@/components/layout/site-footer'
import { SiteHeader } from '@/components/layout/site-header'
import { isLocale, routing } from '@/i18n/routing'
import { siteUrl } from '@/lib/runtime/site-url'
import { OG_LOCALE } from '@/lib/seo/page-metadata'

import './globals.css'

type Props = { children: React.ReactNode; params: Promise<{ locale: string }> }

/*
 * No page is rendered at build time (a build has no database): each renders on its first
 * request and is then cached (ISR) until the tags of its data are revalidated. An empty list,
 * not a missing function, is what keeps these routes cacheable.
 */
export function generateStaticParams() {
  return []
}

export const viewport: Viewport = { themeColor: '#0f1f3d', width: 'device-width', initialScale: 1 }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  const t = await getTranslations({ locale, namespace: 'meta' })
  return {
    metadataBase: new URL(siteUrl()),
    title: { default: t('defaultTitle'), template: `%s | ${t('tagline')}` },
    description: t('description'),
    applicationName: 'Bizness',
    openGraph: { siteName: 'Bizness', locale: isLocale(locale) ? OG_LOCALE[locale] : undefined, type: 'website' },
  }
}

export default async function LocaleLayout({ children, params }: Props) {
  const { locale } = await params
  if (!hasLocale(routing.locales, locale)) notFound()
  setRequestLocale(locale)
  const t = await getTranslations('nav')
  return (
    <html lang={locale}>
      <body>
        {/* No message catalogue is shipped from here: each client leaf gets its own messages (ClientMessages). */}
        <NextIntlClientProvider messages={{}}>
          <a href="#content" className="skip-link">
            {t('skip')}
          </a>
          <SiteHeader />
          <main id="content">{children}</main>
          <SiteFooter />
        </NextIntlClientProvider>
      </body>
    </html>
  )
}
