import type { GlobalBeforeChangeHook, GlobalConfig } from 'payload'

import { anyone } from '@/access/anyone'
import { isEditorOrAdmin } from '@/access/isEditorOrAdmin'
import { panelFor } from '@/access/panelFor'

import { catalogueLabel } from '../fields/catalogueLabel'
import { revalidatePages } from '../hooks/revalidatePages'

/**
 * Each change of the text (in any language) is a new version, which buyers must accept again
 * (src/services/nda/nda-grant.ts). Set here whatever a save sends, as the listings' version is.
 */
const nextVersion: GlobalBeforeChangeHook = ({ data, originalDoc }) => {
  const before = (originalDoc?.version as number | undefined) ?? 0
  const changed = data.content !== undefined && JSON.stringify(data.content) !== JSON.stringify(originalDoc?.content ?? null)
  return { ...data, version: changed ? before + 1 : before }
}

/**
 * The non-disclosure agreement a buyer accepts to see a confidential listing whole, kept by the
 * editors in the panel in Latvian and translated there (a reader of a language it lacks reads the
 * Latvian, docs/decisions/143-russian-content-falls-back-to-latvian.md). Every saved version stays
 * in Payload's history, so the text an acceptance's `nda_version` names can be read back.
 */
export const Nda: GlobalConfig = {
  slug: 'nda',
  label: catalogueLabel('nda.global.label'),
  admin: { group: { lv: 'Saturs', en: 'Content' }, hidden: panelFor('admin', 'editor') },
  access: { read: anyone, update: isEditorOrAdmin, readVersions: isEditorOrAdmin },
  versions: { max: 0 },
  hooks: { beforeChange: [nextVersion], afterChange: [revalidatePages('nda').afterGlobalChange] },
  fields: [
    { name: 'content', type: 'richText', localized: true, label: catalogueLabel('nda.global.content') },
    {
      name: 'version',
      type: 'number',
      defaultValue: 0,
      label: catalogueLabel('nda.global.version'),
      admin: { readOnly: true, position: 'sidebar', step: 1 },
    },
  ],
}
