import type { DefaultServerCellComponentProps } from 'payload'

import { formatEuro } from '@/lib/format/numbers'

/** A whole-euro amount in the panel's lists, grouped the way the site writes it ('185 000 €'). */
export function EuroCell({ cellData, i18n }: DefaultServerCellComponentProps) {
  if (typeof cellData !== 'number') return null
  return <span>{formatEuro(cellData, i18n.language === 'en' ? 'en' : 'lv')}</span>
}
