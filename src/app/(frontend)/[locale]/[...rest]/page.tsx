import { redirect } from '@/i18n/navigation'
import type { Locale } from '@/i18n/routing'

/**
 * Any path no page claims goes to the login page, in the visitor's language (docs/product.md#screens). Single
 * segments are category slugs: the category page redirects unknown ones itself.
 */
export default async function UnknownPath({ params }: { params: Promise<{ locale: Locale }> }) {
  const { locale } = await params
  redirect({ href: '/login', locale })
}
