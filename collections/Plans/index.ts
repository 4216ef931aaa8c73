import type { CollectionConfig, NumberField, PayloadRequest } from 'payload'

import { anyone } from '@/access/anyone'
import { isAdmin, isAdminField } from '@/access/isAdmin'
import { nobodyField } from '@/access/nobody'
import { panelFor } from '@/access/panelFor'
import { translate } from '@/i18n/translate'
import { FREE_PLAN_NAME, PLAN_NAME_PATTERN } from '@/services/payments/plans'

import { catalogueLabel } from '../fields/catalogueLabel'
import { keepFreePlan } from './hooks/keepFreePlan'
import { trimFeaturedWhenFewer } from './hooks/trimFeaturedWhenFewer'

/** A field's refusal in the panel's language. */
const say = (req: PayloadRequest, key: string, vars: Record<string, number> = {}) => translate(req.i18n?.language, key, vars)

/** A whole number, at least `min`; the free plan's prices stay 0 (it is what nobody pays for). */
const wholeNumber = (name: string, min: number, { price = false } = {}): NumberField => ({
  name,
  type: 'number',
  required: true,
  min,
  defaultValue: min,
  label: catalogueLabel(`admin.plans.${name}`),
  admin: { step: 1 },
  validate: (value, { data, req }) => {
    if (typeof value !== 'number' || !Number.isInteger(value) || value < min) return say(req, 'admin.plans.wholeNumber', { min })
    if (price && value !== 0 && (data as { name?: unknown } | undefined)?.name === FREE_PLAN_NAME)
      return say(req, 'admin.plans.freePlanPrice')
    return true
  },
})

const adminOnly = { read: isAdminField, create: isAdminField, update: isAdminField }

/**
 * What can be bought, kept by the operator (docs/decisions/014-plans-are-data.md): prices in
 * whole US dollars and the limits the services enforce. Everyone reads plans (the plan page);
 * the Stripe ids are the admins' alone. The free plan is what every account without a
 * subscription has, so it cannot be deleted.
 */
export const Plans: CollectionConfig = {
  slug: 'plans',
  labels: { singular: catalogueLabel('admin.plans.singular'), plural: catalogueLabel('admin.plans.plural') },
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'name', 'prices', 'limits', 'order'],
    group: { lv: 'Lietotāji', en: 'People' },
    hidden: panelFor('admin'),
  },
  defaultSort: 'order',
  access: { read: anyone, create: isAdmin, update: isAdmin, delete: isAdmin },
  hooks: { beforeDelete: [keepFreePlan], afterChange: [trimFeaturedWhenFewer] },
  fields: [
    {
      // The stable id: checkout and change paths, subscription.plan_name. Set once, never renamed,
      // or the accounts holding the plan would lose it.
      name: 'name',
      type: 'text',
      required: true,
      unique: true,
      index: true,
      maxLength: 40,
      label: catalogueLabel('admin.plans.name'),
      access: { update: nobodyField },
      admin: { description: catalogueLabel('admin.plans.nameHint') },
      validate: (value: unknown, { req }: { req: PayloadRequest }) =>
        (typeof value === 'string' && PLAN_NAME_PATTERN.test(value)) || say(req, 'admin.plans.nameInvalid'),
    },
    { name: 'title', type: 'text', required: true, localized: true, maxLength: 60, label: catalogueLabel('admin.plans.title') },
    {
      name: 'order',
      type: 'number',
      defaultValue: 100,
      label: catalogueLabel('admin.plans.order'),
      admin: { position: 'sidebar', description: catalogueLabel('admin.plans.orderHint') },
    },
    {
      name: 'prices',
      type: 'group',
      label: catalogueLabel('admin.plans.prices'),
      admin: { description: catalogueLabel('admin.plans.pricesHint') },
      fields: [
        {
          type: 'row',
          fields: [wholeNumber('monthly', 0, { price: true }), wholeNumber('yearly', 0, { price: true })],
        },
      ],
    },
    {
      name: 'limits',
      type: 'group',
      label: catalogueLabel('admin.plans.limits'),
      fields: [
        {
          type: 'row',
          fields: [
            { ...wholeNumber('teamSeats', 1), admin: { step: 1, description: catalogueLabel('admin.plans.teamSeatsHint') } },
            { ...wholeNumber('activeListings', 1), admin: { step: 1, description: catalogueLabel('admin.plans.activeListingsHint') } },
            { ...wholeNumber('featuredListings', 0), admin: { step: 1, description: catalogueLabel('admin.plans.featuredListingsHint') } },
          ],
        },
      ],
    },
    {
      // Kept by the Stripe adapter (a product per plan, a price per schedule); never shown to anyone but admins.
      name: 'stripe',
      type: 'group',
      label: catalogueLabel('admin.plans.stripe'),
      access: adminOnly,
      admin: { position: 'sidebar' },
      fields: [
        { name: 'productId', type: 'text', label: catalogueLabel('admin.plans.productId'), access: adminOnly },
        { name: 'monthlyPriceId', type: 'text', label: catalogueLabel('admin.plans.monthlyPriceId'), access: adminOnly },
        { name: 'yearlyPriceId', type: 'text', label: catalogueLabel('admin.plans.yearlyPriceId'), access: adminOnly },
      ],
    },
  ],
}
