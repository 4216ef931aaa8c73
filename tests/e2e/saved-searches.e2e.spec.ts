import crypto from 'node:crypto'
import { expect, type Page, test } from '@playwright/test'

import { translate } from '@/i18n/translate'

import { DEMO_PASSWORD, logIn, waitForMail } from '../helpers/browser-accounts'
import type { Delivered } from '../helpers/mail'
import { LOCAL_REGISTRATION_NUMBER, serverPayload } from '../helpers/server-payload'
import { lv } from '../helpers/messages'
import { screenshot } from '../helpers/screenshot'

const JANIS = { email: 'janis.liepins@example.lv', password: DEMO_PASSWORD }
/** "Tomorrow" for the digest: past the next 07:00 in Riga whatever the hour now. */
const NEXT_DAY_MS = 26 * 3_600_000

/** A signed-in call from the page itself, so the browser sends its cookie and Origin as it would. */
const saveFromPage = (page: Page, locale: string, body: Record<string, unknown>) =>
  page.evaluate(
    async ({ locale, body }) => {
      const response = await fetch(`/api/saved-searches?locale=${locale}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      })
      return { status: response.status, body: await response.json() }
    },
    { locale, body },
  )

const linkIn = (mail: Delivered, part: string) => mail.text.match(new RegExp(`https?://\\S*${part}\\S*`))?.[0] ?? ''

test('should mail a saved search’s new listing the next morning and unsubscribe from the mail’s link, never by opening it', async ({
  page,
  request,
  baseURL,
}) => {
  const payload = await serverPayload(baseURL!)
  const { sendSavedSearchDigests } = await import('@/services/saved-searches/digest')
  const word = `vinadarzs${crypto.randomBytes(3).toString('hex')}`
  const {
    docs: [janis],
  } = await payload.find({ collection: 'users', where: { email: { equals: JANIS.email } }, limit: 1 })
  const {
    docs: [category],
  } = await payload.find({ collection: 'categories', sort: 'order', limit: 1, locale: 'lv' })
  const started = Date.now()

  await logIn(page, JANIS)
  const latvian = await saveFromPage(page, 'lv', { category: category!.slug, q: word, price_max: 500000, consent: true })
  expect(latvian.status).toBe(201)
  const english = await saveFromPage(page, 'en', { q: word, consent: true })
  expect(english.status).toBe(201)
  const ids = [latvian.body.search.id as number, english.body.search.id as number]

  const listing = await payload.create({
    collection: 'listings',
    data: {
      title: `Vīnadārzs Sabilē ${word}`,
      description: 'Vīnadārzs ar degustāciju zāli un 3 ha zemes.',
      category: category!.id,
      owner: janis!.id,
      price: 240000,
      registration_number: LOCAL_REGISTRATION_NUMBER,
      status: 'published',
      expiry_date: new Date(Date.now() + 30 * 86_400_000).toISOString(),
    },
  })

  try {
    // The moved clock: tomorrow's 07:00 digest, run from here against the server's database.
    // One mail a day in Jānis's own language (Latvian), with a section for each of his searches.
    expect(await sendSavedSearchDigests(payload, new Date(Date.now() + NEXT_DAY_MS))).toBeGreaterThanOrEqual(1)
    // Other mail may reach Jānis meanwhile (the register's red flags): the digest is told by its subject.
    const digestSubjects = [1, 2].map((count) => translate('lv', 'savedSearches.digest.subject', { count }))
    await expect
      .poll(async () => (await waitForMail(JANIS.email, started, 1)).some((mail) => digestSubjects.includes(mail.subject)), {
        timeout: 30_000,
      })
      .toBe(true)
    const mailLv = (await waitForMail(JANIS.email, started, 1)).find((mail) => digestSubjects.includes(mail.subject))!
    expect(mailLv.text).toContain(listing.title)
    expect(mailLv.headers.get('list-unsubscribe')).toMatch(/^<https?:\/\/[^>]+\/api\/saved-searches\/unsubscribe\/[\w-]+>$/)
    expect(mailLv.headers.get('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click')

    // The mail as a phone shows it.
    await page.setViewportSize({ width: 360, height: 780 })
    await page.setContent(mailLv.html)
    await screenshot(page, 'saved-search-digest-mail')

    // Opening the link only shows what it is about (mail scanners open links too).
    const linkLv = linkIn(mailLv, '/atteikties/')
    expect(new URL(linkLv).pathname).toMatch(/^\/atteikties\/\d+-[\w-]{43}$/)
    await page.goto(linkLv)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(lv.savedSearches.unsubscribe.title)
    await expect(page.getByText(`“${word}”`)).toBeVisible()
    expect((await payload.findByID({ collection: 'saved-searches', id: ids[0] })).unsubscribedAt ?? null).toBeNull()
    for (const width of [360, 1280]) {
      await page.setViewportSize({ width, height: width === 360 ? 780 : 900 })
      await screenshot(page, 'saved-search-unsubscribe')
    }
    await page.getByRole('button', { name: lv.savedSearches.unsubscribe.button }).click()
    await expect(page.getByText(lv.savedSearches.unsubscribe.done)).toBeVisible()
    expect((await payload.findByID({ collection: 'saved-searches', id: ids[0] })).unsubscribedAt).toBeTruthy()
    await page.reload()
    await expect(page.getByText(lv.savedSearches.unsubscribe.already)).toBeVisible()

    // The one-click header (every search of the mail) works without the page or a login: the one left goes too.
    const oneClick = mailLv.headers.get('list-unsubscribe')!.replace(/^<|>$/g, '')
    const posted = await request.post(oneClick, { form: { 'List-Unsubscribe': 'One-Click' } })
    expect(posted.status()).toBe(200)
    expect(await posted.json()).toEqual({ success: true, unsubscribed: 1 })

    // A forged link shows that it is not valid, and changes nothing.
    await page.goto(`/atteikties/${ids[0]}-${'A'.repeat(43)}`)
    await expect(page.getByText(lv.savedSearches.unsubscribe.invalid)).toBeVisible()
  } finally {
    await payload.delete({ collection: 'listings', id: listing.id })
    for (const id of ids) await payload.delete({ collection: 'saved-searches', id })
  }
})
