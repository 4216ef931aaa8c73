import { type AbstractIntlMessages, NextIntlClientProvider } from 'next-intl'
import { getMessages } from 'next-intl/server'
import type React from 'react'

/** Copies the namespace or message at `path` from `source` into `target`, under the same keys. */
function copyMessages(source: AbstractIntlMessages, target: AbstractIntlMessages, [key, ...rest]: string[]) {
  const value = source[key]
  if (rest.length === 0 || typeof value !== 'object') {
    target[key] = value
    return
  }
  const branch = target[key]
  // The whole namespace is already there when it was asked for as well.
  if (branch === value) return
  const picked = typeof branch === 'object' ? branch : (target[key] = {})
  copyMessages(value, picked, rest)
}

/**
 * Hands the client components below it the messages they use, and no others: the root layout
 * ships none, so each screen sends only its own texts to the browser. Each entry is a dotted
 * path, a namespace ('auth', 'listing.page') or one message ('errors.fileTooLarge'). The
 * messages replace, not extend, those of a ClientMessages further up.
 */
export async function ClientMessages({ namespaces, children }: { namespaces: string[]; children: React.ReactNode }) {
  const messages = await getMessages()
  const picked: AbstractIntlMessages = {}
  for (const path of namespaces) copyMessages(messages, picked, path.split('.'))
  return <NextIntlClientProvider messages={picked}>{children}</NextIntlClientProvider>
}
