import type { Metadata } from 'next'

import { redirect } from '@/i18n/navigation'
import type { Locale } from '@/i18n/routing'

// Read at request time: the page exists only in a server started by bench/page-speed.ts.
export const dynamic = 'force-dynamic'

export const metadata: Metadata = { robots: { index: false, follow: false } }

/**
 * Nothing but the site's shell: bench/page-speed.ts weighs a page's first-load JavaScript against
 * this one. Anywhere else it is an unknown path, so it goes to the login page like one.
 */
export default async function BenchEmptyPage({ params }: { params: Promise<{ locale: Locale }> }) {
  const { locale } = await params
  if (process.env.BIZNESS_BENCH !== '1') redirect({ href: '/login', locale })
  return null
}
