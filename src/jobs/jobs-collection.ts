import type { CollectionConfig, Field, FieldHook } from 'payload'

import { isAdmin } from '@/access/isAdmin'
import { nobodyField } from '@/access/nobody'
import { panelFor } from '@/access/panelFor'

import { catalogueLabel } from '../../collections/fields/catalogueLabel'

/** Fields that carry a message's whole body (reset and confirmation links): never shown, not even to admins. */
const SEALED = new Set(['input', 'log', 'taskStatus'])

/** Payload's fields the operator reads, labelled in the panel's languages (admin.jobs.fields in the catalogues). */
const LABELLED = new Set(['taskSlug', 'queue', 'hasError', 'error', 'totalTried', 'waitUntil', 'processing', 'completedAt'])

/** Payload's fields, sealed or labelled. */
const forOperators = (fields: Field[]): Field[] =>
  fields.map((field): Field => {
    if ('name' in field && SEALED.has(field.name))
      return { ...field, access: { read: nobodyField }, admin: { ...field.admin, hidden: true } } as Field
    if ('name' in field && LABELLED.has(field.name)) return { ...field, label: catalogueLabel(`admin.jobs.fields.${field.name}`) } as Field
    if (field.type === 'tabs') return { ...field, tabs: field.tabs.map((tab) => ({ ...tab, fields: forOperators(tab.fields) })) }
    return field
  })

type QueuedMail = { message?: Record<string, unknown> }

/**
 * One header of a mail job's message, as a column of its own. Fields are read in order, so
 * these, placed first, see the job's input before the sealed fields' access takes it out.
 */
const mailHeader = (name: 'to' | 'subject'): FieldHook =>
  function readHeader({ data }) {
    const value = (data?.input as QueuedMail | undefined)?.message?.[name]
    return typeof value === 'string' ? value : null
  }

const label = (name: string) => catalogueLabel(`admin.jobs.${name}`)

/**
 * Payload's jobs collection as the operator's view of the queues: closed by Payload to everyone,
 * here readable by admins, in the panel for them only. Completed jobs are deleted, so the list
 * holds what waits (with its tries so far) and what failed for good: mail the SMTP server never
 * took after every retry shows with its recipient, subject and last error. Nobody may change a
 * job here; the queues run only through src/jobs/run-alone.ts.
 */
export const jobsCollectionOverrides = ({ defaultJobsCollection }: { defaultJobsCollection: CollectionConfig }): CollectionConfig => ({
  ...defaultJobsCollection,
  labels: { singular: label('singular'), plural: label('plural') },
  access: { ...defaultJobsCollection.access, read: isAdmin },
  admin: {
    ...defaultJobsCollection.admin,
    group: catalogueLabel('admin.jobs.group'),
    hidden: panelFor('admin'),
    defaultColumns: ['taskSlug', 'mailTo', 'mailSubject', 'hasError', 'totalTried', 'waitUntil', 'createdAt'],
  },
  fields: [
    {
      name: 'mailTo',
      type: 'text',
      virtual: true,
      label: label('mailTo'),
      admin: { readOnly: true },
      hooks: { afterRead: [mailHeader('to')] },
    },
    {
      name: 'mailSubject',
      type: 'text',
      virtual: true,
      label: label('mailSubject'),
      admin: { readOnly: true },
      hooks: { afterRead: [mailHeader('subject')] },
    },
    ...forOperators(defaultJobsCollection.fields),
  ],
})
