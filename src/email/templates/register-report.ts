import type { Locale } from '@/i18n/routing'
import { formatCount, formatEuro } from '@/lib/format/numbers'

import { composeEmail, type EmailContent } from '../layout'
import { pageUrl } from '../links'
import { emailText, greetingFor } from './text'

type NewReport = {
  locale: Locale
  name?: string | null
  listingId: number
  title: string
  year: number
  turnover: number | null
  profit: number | null
  employees: number | null
}

/** The register has a newer annual report of a listing's company: its figures, and the edit screen to update the listing's. */
export function registerReportMessage({ locale, name, listingId, title, year, turnover, profit, employees }: NewReport): EmailContent {
  const t = emailText(locale)
  const none = t('registerReport.none')
  return composeEmail({
    subject: t('registerReport.subject', { year }),
    greeting: greetingFor(locale, name),
    blocks: [
      { paragraph: t('registerReport.intro', { title, year }) },
      {
        paragraph: t('registerReport.figures', {
          turnover: turnover === null ? none : formatEuro(turnover, locale),
          profit: profit === null ? none : formatEuro(profit, locale),
          employees: employees === null ? none : formatCount(employees, locale),
        }),
      },
      { paragraph: t('registerReport.action') },
      { button: { label: t('registerReport.button'), url: pageUrl(locale, `/app/listing/edit/${listingId}`) } },
    ],
    signature: t('signature'),
  })
}
