import { translate } from '@/i18n/translate'

/** A panel label in both languages, from the message catalogue's `key`. */
export const catalogueLabel = (key: string) => ({ lv: translate('lv', key), en: translate('en', key) })
