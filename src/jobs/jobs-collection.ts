import type { CollectionConfig, Field, FieldHook } from 'payload'

import { isAdmin } from '@/access/isAdmin'
import { nobodyField } from '@/access/nobody'
import { panelFor } from '@/access/panelFor'

import { catalogueLabel } from '../../collections/fields/catalogueLabel'
import { panelLabels } from '../../collections/panelLabels'
import { YES_NO_CELL } from '../../collections/fields/yesNoCell'

/** Fields that carry a message's whole body (reset and confirmation links): never shown, not even to admins. */
const SEALED = new Set(['input', 'log', 'taskStatus'])

/** Payload's fields, labelled from admin.jobs.fields in the catalogues; these two also explain themselves there. */
const LABELLED = new Set([
  'input',
  'log',
  'taskSlug',
  'queue',
  'hasError',
  'error',
  'totalTried',
  'waitUntil',
  'processing',
  'completedAt',
  'meta',
])
const DESCRIBED = new Set(['hasError', 'error'])

/** Payload's fields for the operator: sealed, labelled and described in the panel's languages. */
const forOperators = (fields: Field[]): Field[] =>
  fields.map((field): Field => {
    if (field.type === 'tabs') {
      return {
        ...field,
        tabs: field.tabs.map((tab) => ({ ...tab, label: catalogueLabel('admin.jobs.fields.status'), fields: forOperators(tab.fields) })),
      }
    }
    if (!('name' in field)) return field
    const admin = {
      ...field.admin,
      ...(SEALED.has(field.name) ? { hidden: true } : {}),
      description: DESCRIBED.has(field.name) ? catalogueLabel(`admin.jobs.descriptions.${field.name}`) : undefined,
      ...(field.type === 'checkbox' ? { components: { ...field.admin?.components, Cell: YES_NO_CELL } } : {}),
    }
    return {
      ...field,
      ...(LABELLED.has(field.name) ? { label: catalogueLabel(`admin.jobs.fields.${field.name}`) } : {}),
      ...(SEALED.has(field.name) ? { access: { read: nobodyField } } : {}),
      admin,
    } as Field
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

/** The message of the error a job failed with for good, readable in the list (the error field itself is JSON). */
const failureOf: FieldHook = ({ data }) => {
  const message = (data?.error as { message?: unknown } | null | undefined)?.message
  return typeof message === 'string' ? message : null
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
    defaultColumns: ['taskSlug', 'mailTo', 'mailSubject', 'hasError', 'failure', 'totalTried', 'waitUntil', 'createdAt'],
  },
  fields: panelLabels([
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
    {
      name: 'failure',
      type: 'text',
      virtual: true,
      label: label('failure'),
      admin: { readOnly: true },
      hooks: { afterRead: [failureOf] },
    },
    ...forOperators(defaultJobsCollection.fields),
  ]),
})
