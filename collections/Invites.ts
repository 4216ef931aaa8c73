import type { CollectionConfig } from 'payload'

import { isAdmin, isAdminField } from '@/access/isAdmin'
import { ownInvitesOrAdmin } from '@/access/ownInvitesOrAdmin'
import { panelFor } from '@/access/panelFor'

import { catalogueLabel } from './fields/catalogueLabel'

const adminOnly = { create: isAdminField, read: isAdminField, update: isAdminField }

/** Invitations to the site or to a team; created and answered by the account services. */
export const Invites: CollectionConfig = {
  slug: 'invites',
  labels: { singular: { lv: 'Ielūgums', en: 'Invite' }, plural: { lv: 'Ielūgumi', en: 'Invites' } },
  admin: {
    useAsTitle: 'email',
    defaultColumns: ['email', 'kind', 'status', 'invitedBy', 'createdAt'],
    group: { lv: 'Lietotāji', en: 'People' },
    hidden: panelFor('admin'),
  },
  access: { read: ownInvitesOrAdmin, create: isAdmin, update: isAdmin, delete: isAdmin },
  fields: [
    { name: 'email', type: 'email', required: true, index: true, label: catalogueLabel('admin.fields.email') },
    {
      name: 'kind',
      type: 'select',
      required: true,
      defaultValue: 'site',
      options: [
        { label: { lv: 'Uz vietni', en: 'To the site' }, value: 'site' },
        { label: { lv: 'Komandā', en: 'To a team' }, value: 'team' },
      ],
      label: catalogueLabel('admin.fields.inviteKind'),
    },
    { name: 'code', type: 'text', required: true, unique: true, label: catalogueLabel('admin.fields.inviteCode'), access: adminOnly },
    {
      name: 'invitedBy',
      type: 'relationship',
      relationTo: 'users',
      required: true,
      index: true,
      label: catalogueLabel('admin.fields.invitedBy'),
    },
    { name: 'team', type: 'relationship', relationTo: 'users', label: { lv: 'Komandas īpašnieks', en: 'Team owner' } },
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'pending',
      index: true,
      options: ['pending', 'accepted', 'cancelled'].map((value) => ({ label: catalogueLabel(`admin.inviteStatus.${value}`), value })),
      label: catalogueLabel('admin.fields.inviteStatus'),
    },
    { name: 'acceptedBy', type: 'relationship', relationTo: 'users', label: catalogueLabel('admin.fields.acceptedBy'), access: adminOnly },
  ],
}
