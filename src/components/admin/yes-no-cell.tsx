import type { DefaultServerCellComponentProps } from 'payload'

import { translate } from '@/i18n/translate'

/** A checkbox in the panel's lists as a word ('Jā' / 'Nē'); Payload's own cell lowercases it into a code chip. */
export function YesNoCell({ cellData, i18n }: DefaultServerCellComponentProps) {
  return <span>{translate(i18n.language, cellData === true ? 'admin.yesNo.yes' : 'admin.yesNo.no')}</span>
}
