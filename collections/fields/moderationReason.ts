import type { FieldAccess, SelectField, TextareaField } from 'payload'

import { MODERATION_REASONS, REASON_TEXT_MAX } from '@/lib/moderation/reasons'

import { catalogueLabel } from './catalogueLabel'

/** The panel's options for a reason, labelled from the message catalogue in both languages. */
export const reasonOptions = () => MODERATION_REASONS.map((value) => ({ value, label: catalogueLabel(`moderation.reasons.${value}`) }))

type Access = { read?: FieldAccess; create?: FieldAccess; update?: FieldAccess }

/** A reason chosen from the list, and the words that go with it (required for `other`). */
export function reasonFields({
  name,
  textName,
  label,
  textLabel,
  access,
  shownWhen,
}: {
  name: string
  textName: string
  label: { lv: string; en: string }
  textLabel: { lv: string; en: string }
  access: Access
  shownWhen: (data: Record<string, unknown>) => boolean
}): [SelectField, TextareaField] {
  return [
    {
      name,
      type: 'select',
      options: reasonOptions(),
      label,
      access,
      admin: { position: 'sidebar', condition: (data) => shownWhen(data) },
    },
    {
      name: textName,
      type: 'textarea',
      maxLength: REASON_TEXT_MAX,
      label: textLabel,
      access,
      admin: { position: 'sidebar', condition: (data) => shownWhen(data) },
    },
  ]
}
