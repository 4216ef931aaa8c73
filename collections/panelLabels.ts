import { getTranslation } from '@payloadcms/translations'
import type { Field, LabelFunction } from 'payload'

/*
 * Labels are written per language ({ lv, en }). Payload hands such a record to the panel as it is,
 * and most of the panel translates it, but the list's sort buttons put it into their aria-label
 * raw ('Kārtot pēc [object Object] augošā secībā'). A label function Payload calls while it builds
 * the panel's configuration for the visitor's language, so the panel gets the text itself.
 */

type PerLanguage = Record<string, string>

type Container = { label?: unknown; fields?: Field[]; tabs?: { fields: Field[] }[]; blocks?: { fields: Field[] }[] }

const isPerLanguage = (label: unknown): label is PerLanguage =>
  typeof label === 'object' && label !== null && !('$$typeof' in label) && Object.values(label).every((text) => typeof text === 'string')

const inPanelLanguage =
  (label: PerLanguage): LabelFunction =>
  ({ i18n }) =>
    getTranslation(label, i18n)

/** `fields` with every per-language field label as a label function, through groups, rows, arrays, tabs and blocks. */
export function panelLabels(fields: Field[]): Field[] {
  return fields.map((field) => {
    const container: Container = { ...field }
    if (isPerLanguage(container.label)) container.label = inPanelLanguage(container.label)
    if (container.fields) container.fields = panelLabels(container.fields)
    if (container.tabs) container.tabs = container.tabs.map((tab) => ({ ...tab, fields: panelLabels(tab.fields) }))
    if (container.blocks) container.blocks = container.blocks.map((block) => ({ ...block, fields: panelLabels(block.fields) }))
    return container as Field
  })
}

/** A collection or global of ours with its field labels made for the panel's language. */
export const withPanelLabels = <T extends { fields: Field[] }>(entity: T): T => ({ ...entity, fields: panelLabels(entity.fields) })
