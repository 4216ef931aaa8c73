import configPromise from '@payload-config'
import { type I18n, initI18n } from '@payloadcms/translations'

/** The panel's translations in `language`, as Payload builds the panel's configuration with them. */
export const panelI18n = async (language: 'lv' | 'en'): Promise<I18n> =>
  initI18n({ config: (await configPromise).i18n, context: 'client', language })

/** A label as the panel shows it in `i18n`'s language: a label function (ours and Payload's), a {lv, en} record or a string. */
export function shown(label: unknown, i18n: I18n): string | undefined {
  if (typeof label === 'function') return String(label({ i18n, t: i18n.t }))
  if (label && typeof label === 'object') return (label as Record<string, string>)[i18n.language]
  return typeof label === 'string' ? label : undefined
}
