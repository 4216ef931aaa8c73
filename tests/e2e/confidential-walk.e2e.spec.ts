import { type APIRequestContext, type APIResponse, expect, test } from '@playwright/test'

import { slugify } from '@/lib/slugs/slugify'
import { LISTINGS } from '@/seed/data/listings'

import { DEMO_PASSWORD } from '../helpers/browser-accounts'
import { serverPayload } from '../helpers/server-payload'

/*
 * Issue 34, item 7: every public page and call of the demo confidential listing, read by an
 * anonymous visitor and by a signed-in user without access (the other demo seller), holds none
 * of what the listing hides, in any byte: HTML, the RSC payload, JSON, the sitemap, Open Graph
 * and JSON-LD (in the HTML). List pages name other listings' municipalities (and the filters
 * every one), so there the municipality is looked for in the listing's card.
 */

const demo = LISTINGS.find((listing) => listing.confidential)!
const slug = slugify(demo.title)

/** A whole number as any page or answer might write it: 1387650, 1 387 650 (any space), 1,387,650, 1.387.650. */
const figure = (value: number) => {
  const groups = String(value)
    .replace(/\B(?=(\d{3})+(?!\d))/g, '|')
    .split('|')
  return new RegExp(`(?<![\\d.,])${groups.join('[ \\u00a0\\u202f,.]?')}(?![\\d]|[.,]\\d)`)
}
/** A small figure (employees) only where it is a value: a JSON field, or a word of the visible text. */
const smallFigure = (value: number) => new RegExp(`employees\\\\?"\\s*:\\s*${value}\\b|>\\s*${value}\\s*<`)
const literal = (text: string) => new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), 'i')
/** Digits however they are grouped (a phone, a registration number). */
const digits = (text: string) => new RegExp(text.replace(/\D/g, '').split('').join('[\\s\\u00a0-]?'))

type Hidden = { everywhere: [string, RegExp][]; municipality: [string, RegExp][] }

async function hiddenValues(baseURL: string): Promise<Hidden & { id: number; locationId: number; categorySlug: string }> {
  const payload = await serverPayload(baseURL)
  const {
    docs: [listing],
  } = await payload.find({ collection: 'listings', where: { slug: { equals: slug } }, depth: 1, overrideAccess: true })
  expect(listing?.confidential, 'the seed has a confidential demo listing').toBe(true)
  const [lvLocation, enLocation] = await Promise.all(
    (['lv', 'en'] as const).map((locale) =>
      payload.findByID({
        collection: 'locations',
        id: Number(typeof listing.location === 'object' ? listing.location?.id : listing.location),
        locale,
      }),
    ),
  )
  const image = typeof listing.image === 'object' ? listing.image : null
  const attachment = typeof listing.attachment === 'object' ? listing.attachment : null
  const imageFiles = [image?.filename, ...Object.values(image?.sizes ?? {}).map((size) => size?.filename)].filter((name): name is string =>
    Boolean(name),
  )
  const category = typeof listing.category === 'object' ? listing.category : null
  return {
    id: listing.id,
    locationId: lvLocation.id,
    categorySlug: category?.slug ?? '',
    everywhere: [
      ['turnover', figure(demo.turnover)],
      ['profit', figure(demo.profit)],
      ['employees', smallFigure(demo.employees)],
      ['phone', digits(listing.phone!)],
      ['e-mail', literal(listing.email!)],
      ['e-mail (in an address)', literal(encodeURIComponent(listing.email!))],
      ['registration number', digits(listing.registration_number!)],
      ...imageFiles.map((name) => [`image file ${name}`, literal(name.replace(/\.\w+$/, ''))] as [string, RegExp]),
      ['attachment file', literal(attachment!.filename!.replace(/\.\w+$/, ''))],
      ['attachment name', literal(attachment!.originalName!)],
    ],
    municipality: [
      ['municipality (lv)', literal(lvLocation.title)],
      ['municipality (en)', literal(enLocation.title)],
    ],
  }
}

function expectClean(what: string, text: string, hidden: [string, RegExp][]) {
  for (const [name, pattern] of hidden) expect(text, `${what} shows the ${name}`).not.toMatch(pattern)
}

/** The listing's card in a list page's HTML (from its opening tag to its end). */
function cardOf(html: string, href: string): string {
  const card = html.split('<article').find((part) => part.includes(`href="${href}"`))
  expect(card, `the list shows the listing (${href})`).toBeDefined()
  return card!.split('</article>')[0]
}

type Reader = { name: string; request: APIRequestContext }

/** What one reader gets, as text, after checking its status. */
async function read(response: APIResponse, status = 200): Promise<string> {
  expect(response.status(), response.url()).toBe(status)
  return response.text()
}

async function walk({ request }: Reader, hidden: Awaited<ReturnType<typeof hiddenValues>>) {
  const all = [...hidden.everywhere, ...hidden.municipality]
  const searches = [
    `q=${encodeURIComponent('Kokapstrādes')}`,
    `location=${hidden.locationId}`,
    // The band (1 000 000–2 000 000) reaches into both ranges; the exact turnover is outside each.
    `turnover_min=${demo.turnover + 1}`,
    `turnover_max=${demo.turnover - 1}`,
  ]

  for (const prefix of ['', '/en']) {
    const page = `${prefix}/bizness/${slug}`
    const html = await read(await request.get(page))
    expect(html, 'the page says the listing is confidential').toContain('data-testid="confidential-note"')
    expect(html, 'the page has Open Graph tags').toContain('og:title')
    expect(html, 'the page has JSON-LD').toContain('application/ld+json')
    expectClean(`${page} (HTML)`, html, all)
    expectClean(`${page} (RSC)`, await read(await request.get(page, { headers: { RSC: '1' } })), all)

    const lists = [
      prefix || '/',
      `${prefix}/bizness`,
      `${prefix}/${hidden.categorySlug}`,
      ...searches.map((query) => `${prefix}/bizness?${query}`),
    ]
    for (const list of lists) {
      const listHtml = await read(await request.get(list))
      expectClean(`${list} (HTML)`, listHtml, hidden.everywhere)
      expectClean(`the card on ${list}`, cardOf(listHtml, page), hidden.municipality)
      expectClean(`${list} (RSC)`, await read(await request.get(list, { headers: { RSC: '1' } })), hidden.everywhere)
    }
  }

  for (const locale of ['lv', 'en']) {
    const json = async (path: string, init?: { data: object }, status = 200) => {
      const url = `${path}${path.includes('?') ? '&' : '?'}locale=${locale}`
      return read(await (init ? request.post(url, init) : request.get(url)), status)
    }

    const own = JSON.parse(await json(`/api/listing/get/${slug}/slug`)).listing
    expect(own).toMatchObject({ confidential: true, location: null, turnover: null, image: null, attachment_url: null, has_contact: false })
    expect(own.statistical_region).toBe('vidzeme')
    expect(own.turnover_band).toEqual({ from: 1_000_000, to: 2_000_000 })
    expectClean('the listing call', JSON.stringify(own), all)

    for (const search of [{}, ...searches.map((query) => Object.fromEntries(new URLSearchParams(query)))]) {
      const body = Object.fromEntries(Object.entries(search).map(([key, value]) => [key, key === 'q' ? value : Number(value)]))
      const answer = await json('/api/listing/index', { data: body })
      const card = JSON.parse(answer).listings.find((listing: { slug: string }) => listing.slug === slug)
      expect(card, `the index call with ${JSON.stringify(body)} finds the listing`).toBeDefined()
      expectClean(`the index call with ${JSON.stringify(body)}`, answer, hidden.everywhere)
      expectClean(`its card in the index call with ${JSON.stringify(body)}`, JSON.stringify(card), all)
    }
    const featured = await json('/api/listing/featured', { data: {} })
    expectClean('the featured call', featured, hidden.everywhere)
    expectClean('the count call', await json('/api/listing/count', { data: {} }), all)
    expectClean('the contact call', await json(`/api/listing/get/${slug}/contact`, undefined, 404), all)
    expectClean('the document call', await json(`/api/listing/attachment_download?id=${hidden.id}`, undefined, 404), all)
  }

  // Payload's own routes: the document, lists, a filter on a hidden value, the photo's documents and file.
  expectClean('the listings document', await read(await request.get(`/api/listings/${hidden.id}?depth=2`)), all)
  expectClean('the listings route', await read(await request.get(`/api/listings?where[slug][equals]=${slug}&depth=2`)), all)
  expect((await request.get(`/api/listings?where[turnover][equals]=${demo.turnover}`)).status()).toBeGreaterThanOrEqual(400)
  expect((await request.get(`/api/listings?where[location][equals]=${hidden.locationId}`)).status()).toBeGreaterThanOrEqual(400)
  expectClean(
    'the images route',
    await read(await request.get(`/api/media?limit=0&where[alt][equals]=${encodeURIComponent(demo.title)}`)),
    all,
  )
  expectClean('the sitemap', await read(await request.get('/sitemap.xml')), all)
}

test.describe('a confidential listing, read by anyone without access', () => {
  test('should show an anonymous visitor none of what it hides, on any page or call', async ({ request, baseURL }) => {
    test.setTimeout(240_000)
    await walk({ name: 'visitor', request }, await hiddenValues(baseURL!))
  })

  test('should show a signed-in user without access none of what it hides, on any page or call', async ({ playwright, baseURL }) => {
    test.setTimeout(240_000)
    const request = await playwright.request.newContext({
      baseURL,
      extraHTTPHeaders: { Origin: baseURL!, 'Sec-Fetch-Site': 'same-origin' },
    })
    const other = await request.post('/api/authenticate', { data: { username: 'laura.vitola@example.lv', password: DEMO_PASSWORD } })
    expect(other.status()).toBe(200)
    await walk({ name: 'signed in', request }, await hiddenValues(baseURL!))
    await request.dispose()
  })

  test('should show its seller the whole listing, on a page no shared cache keeps', async ({ playwright, baseURL }) => {
    const request = await playwright.request.newContext({
      baseURL,
      extraHTTPHeaders: { Origin: baseURL!, 'Sec-Fetch-Site': 'same-origin' },
    })
    expect(
      (await request.post('/api/authenticate', { data: { username: 'janis.liepins@example.lv', password: DEMO_PASSWORD } })).status(),
    ).toBe(200)
    const hidden = await hiddenValues(baseURL!)
    const response = await request.get(`/bizness/${slug}`)
    const html = await read(response)
    expect(html).toContain('data-testid="confidential-whole"')
    expect(html).toMatch(hidden.municipality[0][1])
    expect(response.headers()['cache-control']).toMatch(/private|no-store/)
    const own = (await (await request.get(`/api/listing/get/${slug}/slug`)).json()).listing
    expect(own).toMatchObject({ confidential: true, turnover: demo.turnover, profit: demo.profit, employees: demo.employees })
    expect((await request.get(`/api/listing/attachment_download?id=${hidden.id}`)).status()).toBe(200)
    await request.dispose()

    // The public's page stays the public face after the seller's visit.
    const anonymous = await playwright.request.newContext({ baseURL })
    expectClean('the public page after the seller’s visit', await read(await anonymous.get(`/bizness/${slug}`)), [
      ...hidden.everywhere,
      ...hidden.municipality,
    ])
    await anonymous.dispose()
  })
})
