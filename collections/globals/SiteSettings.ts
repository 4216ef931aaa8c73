import type { GlobalConfig } from 'payload'

import { anyone } from '@/access/anyone'
import { isEditorOrAdmin } from '@/access/isEditorOrAdmin'
import { panelFor } from '@/access/panelFor'
import { DEFAULT_LISTING_LIFETIME_DAYS } from '@/services/listing-lifetime'

import { catalogueLabel } from '../fields/catalogueLabel'
import { revalidatePages } from '../hooks/revalidatePages'

export const SiteSettings: GlobalConfig = {
  slug: 'site-settings',
  label: { lv: 'Vietnes iestatījumi', en: 'Site settings' },
  admin: { group: { lv: 'Saturs', en: 'Content' }, hidden: panelFor('admin', 'editor') },
  access: { read: anyone, update: isEditorOrAdmin },
  hooks: { afterChange: [revalidatePages('site-settings').afterGlobalChange] },
  fields: [
    { name: 'tagline', type: 'text', localized: true, maxLength: 120, label: { lv: 'Sauklis', en: 'Tagline' } },
    {
      type: 'row',
      fields: [
        { name: 'dealsCompleted', type: 'number', min: 0, defaultValue: 103, label: { lv: 'Noslēgti darījumi', en: 'Deals completed' } },
        {
          name: 'potentialInvestors',
          type: 'number',
          min: 0,
          defaultValue: 1568,
          label: { lv: 'Potenciālie investori', en: 'Potential investors' },
        },
        {
          name: 'listingLifetimeDays',
          type: 'number',
          min: 1,
          max: 3650,
          required: true,
          defaultValue: DEFAULT_LISTING_LIFETIME_DAYS,
          label: { lv: 'Sludinājuma derīgums (dienas)', en: 'Listing lifetime (days)' },
        },
      ],
    },
    {
      name: 'servicesPanel',
      type: 'group',
      label: { lv: 'Pakalpojumu panelis', en: 'Services panel' },
      fields: [
        { name: 'title', type: 'text', localized: true, label: { lv: 'Virsraksts', en: 'Title' } },
        { name: 'claim', type: 'text', localized: true, label: { lv: 'Apgalvojums', en: 'Claim' } },
        {
          name: 'services',
          type: 'array',
          label: catalogueLabel('admin.fields.services'),
          maxRows: 6,
          fields: [
            { name: 'title', type: 'text', required: true, localized: true, label: { lv: 'Pakalpojums', en: 'Service' } },
            { name: 'description', type: 'textarea', localized: true, label: { lv: 'Apraksts', en: 'Description' } },
            { name: 'url', type: 'text', required: true, label: { lv: 'Saite', en: 'Link' } },
          ],
        },
      ],
    },
    {
      name: 'footerLinks',
      type: 'group',
      label: { lv: 'Kājenes saites', en: 'Footer links' },
      fields: [
        { name: 'aboutUrl', type: 'text', label: { lv: 'Par mums', en: 'About us' } },
        { name: 'contactUrl', type: 'text', label: { lv: 'Sazinies ar mums', en: 'Contact us' } },
        { name: 'advertisingUrl', type: 'text', label: { lv: 'Reklāmas vietne', en: 'Advertising site' } },
      ],
    },
  ],
}
