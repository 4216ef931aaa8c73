import configPromise from '@payload-config'
import type { I18n } from '@payloadcms/translations'
import type { Field, SanitizedConfig } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import type { Role } from '@/lib/account/roles'

import { EDIT_LOCK_SECONDS } from '../../collections/editLock'
import { panelI18n, shown } from '../helpers/panel-labels'

let config: SanitizedConfig
let lv: I18n
let en: I18n

beforeAll(async () => {
  config = await configPromise
  lv = await panelI18n('lv')
  en = await panelI18n('en')
})

type Entity = { kind: 'collection' | 'global'; slug: string; fields: Field[] }

/** Ours only: Payload's internal collections and globals (payload-*) never show their fields as forms. */
const entities = (): Entity[] => [
  ...config.collections
    .filter((collection) => !collection.slug.startsWith('payload-'))
    .map((collection) => ({ kind: 'collection' as const, slug: collection.slug, fields: collection.fields })),
  ...config.globals
    .filter((global) => !global.slug.startsWith('payload-'))
    .map((global) => ({ kind: 'global' as const, slug: global.slug, fields: global.fields })),
]

type Named = { path: string; field: Field & { name: string } }

/** Every named field a person can see, through rows, collapsibles, groups, tabs and arrays. */
function visibleFields(fields: Field[], prefix = ''): Named[] {
  return fields.flatMap((field): Named[] => {
    if ('hidden' in field && field.hidden) return []
    if (field.admin && 'hidden' in field.admin && field.admin.hidden === true) return []
    if (field.admin && 'disabled' in field.admin && field.admin.disabled === true) return []
    const path = 'name' in field && field.name ? `${prefix}${field.name}` : prefix
    const own = 'name' in field && field.name ? [{ path, field: field as Field & { name: string } }] : []
    const inner =
      field.type === 'tabs'
        ? field.tabs.flatMap((tab) => visibleFields(tab.fields, 'name' in tab && tab.name ? `${prefix}${tab.name}.` : prefix))
        : 'fields' in field
          ? visibleFields(field.fields, own.length ? `${path}.` : prefix)
          : []
    return [...own, ...inner]
  })
}

const everyField = () =>
  entities().flatMap((entity) => visibleFields(entity.fields).map((named) => ({ ...named, where: `${entity.slug}.${named.path}` })))

describe('admin panel labels', () => {
  it('should give every visible field a Latvian and an English label', () => {
    const missing = everyField().flatMap(({ field, where }) => {
      const label = (field as { label?: unknown }).label
      const texts = [shown(label, lv), shown(label, en)]
      return texts.every((text) => text && text.trim() && text !== field.name) ? [] : [where]
    })
    expect(missing).toEqual([])
    // The walk reaches into groups, rows and arrays.
    expect(everyField().map(({ where }) => where)).toEqual(
      expect.arrayContaining(['users.email', 'users.subscription.plan_name', 'listings.price', 'site-settings.servicesPanel.services.url']),
    )
  })

  it('should give every select option a Latvian label, never the raw value', () => {
    const raw = everyField().flatMap(({ field, where }) => {
      if (field.type !== 'select' && field.type !== 'radio') return []
      return field.options.flatMap((option) => {
        if (typeof option === 'string') return [`${where}=${option}`]
        const text = shown(option.label, lv)
        // A plain string is one label for both languages (a language's own name, 'Latviešu').
        return text && text.trim() && text !== option.value ? [] : [`${where}=${option.value}`]
      })
    })
    expect(raw).toEqual([])
  })

  it("should say yes and no, and the collection's name without bending it, in Payload's Latvian texts", () => {
    expect(lv.t('general:true')).toBe('Jā')
    expect(lv.t('general:false')).toBe('Nē')
    expect(lv.t('general:deleteLabel', { label: 'Lietotājs' })).toBe('Dzēst: Lietotājs')
    expect(lv.t('general:aboutToDelete', { label: 'Lietotājs', title: 'a@b.lv' })).not.toContain('dzēst Lietotājs')
    expect(lv.t('general:searchBy', { label: 'E-pasts' })).toBe('Meklēt: E-pasts')
    expect(en.t('general:true')).toBe('True')
  })

  it('should keep the three kinds of lock apart in Latvian', () => {
    const loginHold = [lv.t('authentication:forceUnlock'), lv.t('authentication:lockUntil')]
    const documentLock = lv.t('general:documentLocked')
    for (const text of [...loginHold, documentLock]) expect(text).not.toMatch(/bloķ/i)
  })

  it('should show dates as dd.MM.yyyy HH:mm', () => {
    expect(config.admin.dateFormat).toBe('dd.MM.yyyy HH:mm')
    // Timestamps (createdAt, updatedAt) follow the panel's format; our own date fields say theirs.
    const ours = everyField().filter(({ field }) => field.type === 'date' && !['createdAt', 'updatedAt'].includes(field.name))
    expect(ours.length).toBeGreaterThan(0)
    for (const { where, field } of ours) {
      expect([where, (field.admin as { date?: { displayFormat?: string } } | undefined)?.date?.displayFormat]).toEqual([
        where,
        'dd.MM.yyyy HH:mm',
      ])
    }
  })
})

describe('admin panel: each role sees what it can use', () => {
  const hiddenFor = (slug: string, role: Role): boolean => {
    const entity = config.collections.find((c) => c.slug === slug) ?? config.globals.find((g) => g.slug === slug)
    const hidden = entity?.admin.hidden
    if (typeof hidden !== 'function') return Boolean(hidden)
    return hidden({ user: { id: 1, roles: [role], collection: 'users' } as never })
  }

  const seen: Record<string, Role[]> = {
    listings: ['admin', 'moderator'],
    users: ['admin', 'moderator'],
    reports: ['admin', 'moderator'],
    media: ['admin', 'moderator'],
    attachments: ['admin', 'moderator'],
    'audit-log': ['admin'],
    invites: ['admin'],
    plans: ['admin'],
    'stripe-events': ['admin'],
    favourites: ['admin'],
    inquiries: ['admin'],
    'saved-searches': ['admin'],
    'nda-acceptances': ['admin'],
    articles: ['admin', 'editor'],
    categories: ['admin', 'editor'],
    locations: ['admin', 'editor'],
    'site-settings': ['admin', 'editor'],
    terms: ['admin', 'editor'],
    nda: ['admin', 'editor'],
  }

  it.each(Object.entries(seen))('should show %s only to %j', (slug, roles) => {
    for (const role of ['admin', 'moderator', 'editor', 'user'] as Role[])
      expect(hiddenFor(slug, role), `${slug} for ${role}`).toBe(!roles.includes(role))
  })

  it('should hide users, listings, reports and the audit log from an editor and show them to an admin', () => {
    for (const slug of ['users', 'listings', 'reports', 'audit-log']) {
      expect(hiddenFor(slug, 'editor')).toBe(true)
      expect(hiddenFor(slug, 'admin')).toBe(false)
    }
  })

  it('should name every collection and global in the table above', () => {
    expect(
      entities()
        .map((entity) => entity.slug)
        .sort(),
    ).toEqual(Object.keys(seen).sort())
  })

  it("should not offer 'copy to locale' on users, whose fields are not localized", () => {
    expect(config.collections.find((c) => c.slug === 'users')?.admin.disableCopyToLocale).toBe(true)
  })
})

describe('admin panel: edit locks', () => {
  it('should let a lock left behind by a quick save lapse after a minute, not five', () => {
    for (const entity of [...config.collections, ...config.globals].filter((e) => !e.slug.startsWith('payload-'))) {
      expect(entity.lockDocuments, entity.slug).toEqual({ duration: EDIT_LOCK_SECONDS })
    }
    expect(EDIT_LOCK_SECONDS).toBe(60)
  })
})
