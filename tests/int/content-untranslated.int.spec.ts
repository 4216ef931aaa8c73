import crypto from 'node:crypto'

import { createElement } from 'react'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import ResourcesPage from '@/app/(frontend)/[locale]/biznesa-pardosanas-padomi/page'
import TermsPage from '@/app/(frontend)/[locale]/lietosanas-noteikumi/page'
import type { Locale } from '@/i18n/routing'
import { translate } from '@/i18n/translate'
import type { Nda, Term } from '@/payload-types'
import { withLatvianFallback } from '@/services/content/translated'
import { getNda } from '@/services/nda/nda-text'
import { getSiteSettings } from '@/services/site/site-settings'

import { richText } from '../helpers/fixtures'
import { testPayload } from '../helpers/payload'
import { renderHtml } from '../helpers/render-html'

vi.mock('next-intl/server', () => import('../helpers/next-intl-stand-in'))
vi.mock('next-intl/navigation', () => import('../helpers/next-intl-stand-in'))

/*
 * Editors' text on a page in another language than Latvian (issue 36, item 3): where its
 * translation is empty the page shows the Latvian original, marked lang="lv", with a note in the
 * reader's language; a translated field never has either. The pages are rendered as Next renders
 * them (tests/helpers/render-html.ts).
 */

const payload = await testPayload()
const tag = crypto.randomBytes(3).toString('hex')
const note = (locale: Locale) => translate(locale, 'content.untranslated')

const latvian = { title: `Kā atrast pircēju ${tag}`, excerpt: 'Pircēji meklē skaidrus skaitļus.', content: richText('Sāciet ar bilanci.') }
const russian = { title: `Как найти покупателя ${tag}`, excerpt: 'Покупатели ищут ясные цифры.', content: richText('Начните с баланса.') }
const article = await payload.create({ collection: 'articles', locale: 'lv', data: latvian })

afterAll(() => payload.delete({ collection: 'articles', id: article.id }))

/** The resources page in `locale` as a reader gets it, cut to our article. */
async function articleOnPage(locale: Locale) {
  const html = await renderHtml(createElement(ResourcesPage, { params: Promise.resolve({ locale }) }))
  const found = html.match(new RegExp(`<article[^>]*id="${article.slug}"[\\s\\S]*?</article>`))
  expect(found, html).not.toBeNull()
  return { html, article: found![0] }
}

describe('an article not yet translated', () => {
  it('should show a reader of /ru the Latvian text marked lang="lv", with a note in Russian', async () => {
    const page = await articleOnPage('ru')
    expect(page.article).toMatch(new RegExp(`<h2 [^>]*lang="lv"[^>]*>${latvian.title}</h2>`))
    expect(page.article).toMatch(/<p class="[^"]*" lang="lv">Pircēji meklē skaidrus skaitļus.<\/p>/)
    expect(page.article).toMatch(/<div class="[^"]*" lang="lv"><p>Sāciet ar bilanci.<\/p><\/div>/)
    expect(page.article).toMatch(new RegExp(`<p class="[^"]*" role="note">${note('ru')}</p>`))
    // The sidebar's link to it too.
    expect(page.html).toMatch(new RegExp(`<a href="#${article.slug}"[^>]*lang="lv">${latvian.title}</a>`))
  })

  it('should fall back the same way on /en, with the note in English', async () => {
    const page = await articleOnPage('en')
    expect(page.article).toMatch(new RegExp(`<h2 [^>]*lang="lv"[^>]*>${latvian.title}</h2>`))
    expect(page.article).toContain(note('en'))
    expect(page.article).not.toContain(note('ru'))
  })

  it('should mark only the fields still in Latvian once some are translated', async () => {
    // The title and the text are required in each language an editor saves; the excerpt is not.
    await payload.update({ collection: 'articles', id: article.id, locale: 'ru', data: { title: russian.title, content: russian.content } })
    const page = await articleOnPage('ru')
    expect(page.article).toMatch(new RegExp(`<h2 id="[^"]*">${russian.title}</h2>`))
    expect(page.article).toMatch(/<div class="[^"]*"><p>Начните с баланса.<\/p><\/div>/)
    expect(page.article).toMatch(/<p class="[^"]*" lang="lv">Pircēji meklē skaidrus skaitļus.<\/p>/)
    expect(page.article).toContain(note('ru'))
  })

  it('should drop the note and the marks once the Russian text is written, and leave Latvian pages without either', async () => {
    await payload.update({ collection: 'articles', id: article.id, locale: 'ru', data: russian })
    const page = await articleOnPage('ru')
    expect(page.article).toContain(russian.title)
    expect(page.article).toContain('Начните с баланса.')
    expect(page.article).not.toContain('lang=')
    expect(page.article).not.toContain(note('ru'))
    const latvianPage = await articleOnPage('lv')
    expect(latvianPage.article).toContain(latvian.title)
    expect(latvianPage.article).not.toContain('lang=')
    expect(latvianPage.article).not.toContain('role="note"')
  })
})

/** Runs `change` on a global, then writes back each language's text as it was, so other files find it so. */
async function restoring<S extends 'terms' | 'nda'>(slug: S, fields: string[], change: () => Promise<void>) {
  const before = (await payload.findGlobal({ slug, locale: 'all', depth: 0 })) as unknown as Record<string, Record<string, unknown>>
  try {
    await change()
  } finally {
    for (const locale of ['lv', 'en', 'ru'] as const) {
      const data = Object.fromEntries(fields.map((field) => [field, before[field]?.[locale] ?? null]))
      await payload.updateGlobal({ slug, locale, data: data as never })
    }
  }
}

describe('the terms and the NDA not yet translated', () => {
  it('should show the terms in Latvian on /ru, marked and noted, until they are written in Russian', async () => {
    await restoring('terms', ['title', 'content'], async () => {
      const terms: Pick<Term, 'title' | 'content'> = { title: `Noteikumi ${tag}`, content: richText('Pārdod tikai savu uzņēmumu.') }
      await payload.updateGlobal({ slug: 'terms', locale: 'lv', data: terms })
      await payload.updateGlobal({ slug: 'terms', locale: 'ru', data: { title: null, content: null } })
      const render = () => renderHtml(createElement(TermsPage, { params: Promise.resolve({ locale: 'ru' as const }) }))

      const untranslated = await render()
      expect(untranslated).toContain(`<h1 lang="lv">Noteikumi ${tag}</h1>`)
      expect(untranslated).toMatch(/<div class="[^"]*" lang="lv"><p>Pārdod tikai savu uzņēmumu.<\/p><\/div>/)
      expect(untranslated).toContain(note('ru'))

      await payload.updateGlobal({
        slug: 'terms',
        locale: 'ru',
        data: { title: `Правила ${tag}`, content: richText('Продавайте только свою компанию.') },
      })
      const translated = await render()
      expect(translated).toContain(`<h1>Правила ${tag}</h1>`)
      expect(translated).toContain('Продавайте только свою компанию.')
      expect(translated).not.toContain('lang="lv"')
      expect(translated).not.toContain(note('ru'))
    })
  })

  it('should give the NDA in Latvian to a reader of /ru and /en, named as untranslated, until it is written in their language', async () => {
    await restoring('nda', ['content'], async () => {
      const content = richText(`Neizpaust ${tag}.`) as Nda['content']
      await payload.updateGlobal({ slug: 'nda', locale: 'lv', data: { content } })
      for (const locale of ['ru', 'en'] as const) await payload.updateGlobal({ slug: 'nda', locale, data: { content: null } })
      for (const locale of ['ru', 'en'] as const) {
        expect(await getNda(payload, locale), locale).toMatchObject({ content, untranslated: ['content'] })
      }
      await payload.updateGlobal({ slug: 'nda', locale: 'ru', data: { content: richText(`Не разглашать ${tag}.`) as Nda['content'] } })
      const russianNda = await getNda(payload, 'ru')
      expect(russianNda).toMatchObject({ content: richText(`Не разглашать ${tag}.`), untranslated: [] })
      // One NDA whatever the language it is read in: the version buyers accept is the same.
      expect(russianNda.version).toBe((await getNda(payload, 'lv')).version)
    })
  })
})

describe('the one rule: the reader’s language, else Latvian', () => {
  it('should never name a field that has a value in the reader’s language, nor one Latvian leaves empty too', () => {
    const fallen = withLatvianFallback(
      { title: 'Правила', excerpt: '', content: null, version: 3 },
      { title: 'Noteikumi', excerpt: '', content: null, version: 3 },
    )
    expect(fallen).toEqual({ title: 'Правила', excerpt: '', content: null, version: 3, untranslated: [] })
  })

  it('should count rich text an editor cleared (one empty paragraph) as empty, and name fields inside groups and rows', () => {
    const cleared = richText('')
    const fallen = withLatvianFallback(
      {
        content: cleared,
        panel: {
          title: null,
          services: [
            { title: 'Оценка', url: '/a' },
            { title: '', url: '/b' },
          ],
        },
      },
      {
        content: richText('Teksts'),
        panel: {
          title: 'Pakalpojumi',
          services: [
            { title: 'Vērtēšana', url: '/a' },
            { title: 'Konsultācijas', url: '/b' },
          ],
        },
      },
    )
    expect(fallen.untranslated).toEqual(['content', 'panel.title', 'panel.services.1.title'])
    expect(fallen.panel.services.map((service) => service.title)).toEqual(['Оценка', 'Konsultācijas'])
    expect(fallen.content).toEqual(richText('Teksts'))
  })

  let settingsBefore: Record<string, unknown>
  beforeAll(async () => {
    settingsBefore = (await payload.findGlobal({ slug: 'site-settings', locale: 'all', depth: 0 })) as never
  })
  afterAll(async () => {
    const panel = settingsBefore.servicesPanel as Record<string, Record<string, unknown> | undefined> | undefined
    for (const locale of ['lv', 'ru'] as const) {
      await payload.updateGlobal({
        slug: 'site-settings',
        locale,
        data: { servicesPanel: { title: (panel?.title?.[locale] as string) ?? null, claim: (panel?.claim?.[locale] as string) ?? null } },
      })
    }
  })

  it('should name the services panel’s texts shown in Latvian to the panel beside a listing and its form', async () => {
    await payload.updateGlobal({
      slug: 'site-settings',
      locale: 'lv',
      data: { servicesPanel: { title: 'Pakalpojumi', claim: 'Vairāk nekā 100 darījumu' } },
    })
    await payload.updateGlobal({ slug: 'site-settings', locale: 'ru', data: { servicesPanel: { title: 'Услуги', claim: null } } })
    const { servicesPanel } = await getSiteSettings(payload, 'ru')
    expect(servicesPanel).toMatchObject({ title: 'Услуги', claim: 'Vairāk nekā 100 darījumu', untranslated: ['claim'] })
    expect((await getSiteSettings(payload, 'lv')).servicesPanel.untranslated).toEqual([])
  })
})
