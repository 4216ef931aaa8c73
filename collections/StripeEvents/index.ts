import type { CollectionConfig } from 'payload'

import { isAdmin } from '@/access/isAdmin'
import { nobody } from '@/access/nobody'
import { panelFor } from '@/access/panelFor'

import { catalogueLabel } from '../fields/catalogueLabel'

export const STRIPE_EVENT_OUTCOMES = ['applied', 'ignored', 'unknownCustomer'] as const

/**
 * Every Stripe webhook event the app has handled, by Stripe's event id (unique): a replayed or
 * retried event is found here and changes nothing. Written only by the webhook in the same
 * transaction as what the event changed; admins read it in the panel to see what Stripe said.
 */
export const StripeEvents: CollectionConfig = {
  slug: 'stripe-events',
  labels: { singular: catalogueLabel('stripeEvents.singular'), plural: catalogueLabel('stripeEvents.plural') },
  admin: {
    group: catalogueLabel('stripeEvents.group'),
    useAsTitle: 'eventId',
    defaultColumns: ['createdAt', 'type', 'outcome', 'account', 'eventId'],
    hidden: panelFor('admin'),
  },
  defaultSort: '-createdAt',
  access: { read: isAdmin, create: nobody, update: nobody, delete: nobody },
  disableDuplicate: true,
  fields: [
    { name: 'eventId', type: 'text', required: true, unique: true, label: catalogueLabel('stripeEvents.fields.eventId') },
    { name: 'type', type: 'text', required: true, index: true, label: catalogueLabel('stripeEvents.fields.type') },
    {
      name: 'outcome',
      type: 'select',
      required: true,
      options: STRIPE_EVENT_OUTCOMES.map((value) => ({ value, label: catalogueLabel(`stripeEvents.outcomes.${value}`) })),
      label: catalogueLabel('stripeEvents.fields.outcome'),
    },
    { name: 'account', type: 'relationship', relationTo: 'users', index: true, label: catalogueLabel('stripeEvents.fields.account') },
  ],
}
