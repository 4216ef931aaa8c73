import { NextIntlClientProvider } from 'next-intl'
import { getMessages } from 'next-intl/server'
import type React from 'react'

/**
 * Hands the client components below it the message namespaces they use, and no others: the
 * root layout ships none, so each screen sends only its own texts to the browser.
 */
export async function ClientMessages({ namespaces, children }: { namespaces: string[]; children: React.ReactNode }) {
  const messages = await getMessages()
  const picked = Object.fromEntries(namespaces.map((namespace) => [namespace, messages[namespace]]))
  return <NextIntlClientProvider messages={picked}>{children}</NextIntlClientProvider>
}
