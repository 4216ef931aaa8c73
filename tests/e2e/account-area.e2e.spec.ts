import { expect, test } from '@playwright/test'

import { confirmedAccount, DEMO_PASSWORD, logIn, uniqueEmail } from '../helpers/browser-accounts'
import { LOCAL_REGISTRATION_NUMBER, serverPayload } from '../helpers/server-payload'
import { screenshots } from '../helpers/screenshot'
import { en, lv } from '../helpers/messages'

test('should welcome a seller and save the profile with field errors from the server', async ({ page, request }) => {
  const person = await confirmedAccount(request, 'profils')
  await logIn(page, person)
  await page.goto('/app')
  await expect(page.getByRole('link', { name: new RegExp(lv.app.home.post) }).first()).toHaveAttribute('href', '/app/listing/post')
  await screenshots(page, 'app-home')

  await page.getByRole('navigation', { name: lv.app.nav.label }).getByRole('link', { name: lv.app.nav.settings }).click()
  await expect(page).toHaveURL(/\/app\/user\/settings$/)
  await screenshots(page, 'app-settings')
  const save = page.getByRole('button', { name: lv.app.user.settings.submit })
  await page.locator('input[name="first_name"]').fill('')
  await save.click()
  await expect(page.getByText(lv.app.user.settings.settings_error_message)).toBeVisible()
  await expect(page.locator('input[name="first_name"]')).toHaveAttribute('aria-invalid', 'true')
  await expect(page.locator('[id="field-first_name-message"]')).toHaveText(lv.account.first_name_empty)
  await page.locator('input[name="first_name"]').fill('Annija')
  await page.locator('input[name="email"]').fill('janis.liepins@example.lv')
  await save.click()
  await expect(page.locator('[id="field-email-message"]')).toHaveText(lv.account.email_taken)
  await expect(page.locator('input[name="first_name"]')).not.toHaveAttribute('aria-invalid', 'true')
  await screenshots(page, 'app-settings-errors')

  await page.locator('input[name="email"]').fill(person.email)
  await page.getByRole('button', { name: lv.app.user.settings.submit }).click()
  await expect(page.getByText(lv.app.user.settings.settings_success_message)).toBeVisible()
  expect(await page.evaluate(() => JSON.parse(localStorage.getItem('user') ?? '{}').first_name)).toBe('Annija')

  await page.goto('/app/user/password')
  await screenshots(page, 'app-password')
  await page.goto('/app/user/invite')
  await screenshots(page, 'app-invite')
})

test('should list a seller’s listings with view and edit, or offer a first one', async ({ page, request }) => {
  const person = await confirmedAccount(request, 'tukss')
  await logIn(page, person)
  await page.goto('/app/listing/my')
  await expect(page.getByText(lv.app.listing.my.empty)).toBeVisible()
  await expect(page.locator('#content').getByRole('link', { name: lv.app.listing.my.post })).toHaveAttribute('href', '/app/listing/post')
  await screenshots(page, 'app-listings-empty')

  await page.evaluate(() => localStorage.clear())
  await page.context().clearCookies()
  await logIn(page, { email: 'janis.liepins@example.lv', password: DEMO_PASSWORD })
  await page.goto('/en/app/listing/my')
  const rows = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: en.app.listing.my.edit }) })
  await expect(rows.first()).toBeVisible()
  const view = rows.first().getByRole('link', { name: /opens in a new tab/ })
  await expect(view).toHaveAttribute('target', '_blank')
  await expect(view).toHaveAttribute('href', /^\/en\/bizness\/[a-z0-9-]+$/)
  await expect(rows.first().getByRole('link', { name: en.app.listing.my.edit })).toHaveAttribute('href', /^\/en\/app\/listing\/edit\/\d+$/)
  await screenshots(page, 'app-listings-en')
})

test('should let a subscriber feature listings up to the plan’s number and say so beyond it', async ({ page }) => {
  // Jānis is a Business subscriber (seed): 5 featured listings, 4 of them taken by the seed.
  await logIn(page, { email: 'janis.liepins@example.lv', password: DEMO_PASSWORD })
  await page.goto('/en/app/listing/my')
  await expect(page.getByText(en.app.listing.my.featured_count.replace('{count}', '4').replace('{limit}', '5'))).toBeVisible()
  const off = page.getByRole('button', { pressed: false, name: /^Feature “/ })
  const first = off.first()
  const name = await first.getAttribute('aria-label')
  await first.click()
  const picked = page.getByRole('button', { name: name! })
  await expect(picked).toHaveAttribute('aria-pressed', 'true')
  await expect(page.getByText(en.app.listing.my.featured_count.replace('{count}', '5').replace('{limit}', '5'))).toBeVisible()
  await screenshots(page, 'app-listings-featured')

  await off.first().click()
  await expect(page.getByRole('alert').filter({ hasText: 'Business plan features 5 listings' })).toBeVisible()

  await picked.click()
  await expect(picked).toHaveAttribute('aria-pressed', 'false')
})

test('should invite a team member, refuse a second invitation and cancel it', async ({ page, request }) => {
  const person = await confirmedAccount(request, 'komanda')
  await logIn(page, person)
  await page.goto('/app/team')
  await expect(page.getByRole('cell', { name: new RegExp(person.email) })).toBeVisible()
  await screenshots(page, 'app-team')

  const colleague = uniqueEmail('kolega')
  await page.getByRole('button', { name: lv.app.team.add_member }).click()
  await page.getByRole('button', { name: lv.app.team.send }).click()
  await expect(page.locator('[id="team-invite-email-message"]')).toHaveText(lv.app.team.need_email)
  await page.locator('input[name="email"]').fill(colleague)
  await page.getByRole('button', { name: lv.app.team.send }).click()
  await expect(page.getByText(lv.app.team.invite_success.replace('{email}', colleague))).toBeVisible()
  await expect(page.getByRole('cell', { name: colleague })).toBeVisible()
  await screenshots(page, 'app-team-invited')

  await page.getByRole('button', { name: lv.app.team.send_another }).click()
  await page.locator('input[name="email"]').fill(colleague)
  await page.getByRole('button', { name: lv.app.team.send }).click()
  await expect(page.getByText(lv.app.team.already_invited)).toBeVisible()
  await screenshots(page, 'app-team-error')

  await page.getByRole('button', { name: lv.app.team.cancel }).click()
  await expect(page.getByText(lv.app.team.no_invites)).toBeVisible()
})

test('should take a seller through Stripe checkout to a selected plan with payment settings and cancel', async ({ page, request }) => {
  const person = await confirmedAccount(request, 'plans')
  await logIn(page, person)
  await page.goto('/app/plan')
  // Plan names come from the plans collection (migration 20261124_033209_plans).
  await expect(page.getByRole('heading', { name: 'Pro', exact: true })).toBeVisible()
  await expect(page.getByText('$19', { exact: true })).toBeVisible()
  // The radio covers its label, as the segmented control is drawn; click it as a person would.
  await page.getByRole('radio', { name: lv.app.plan.yearly }).check()
  await expect(page.getByText('$190', { exact: true })).toBeVisible()
  await expect(page.getByRole('button', { name: lv.app.plan.selected })).toBeDisabled()
  await screenshots(page, 'app-plan')

  // Pro, yearly: the browser leaves for the provider's checkout page (the stand-in's), pays, and comes back.
  await page.getByRole('button', { name: lv.app.plan.select }).first().click()
  await page.waitForURL(/127\.0\.0\.1:\d+\/checkout\//)
  await expect(page.getByText(/190\.00 USD \/ year/)).toBeVisible()
  await page.getByRole('button', { name: 'Pay' }).click()
  await page.waitForURL(/\/app\/plan\?checkout=success/)
  await expect(page.getByText(lv.app.plan.checkout_success)).toBeVisible()
  // The webhook came before the way back: the plan is selected, with its options.
  await expect(page.getByRole('button', { name: lv.app.plan.selected })).toBeDisabled()
  const options = page.getByRole('region', { name: lv.app.plan.options_title })
  await expect(options.getByRole('link', { name: lv.app.plan.payment_settings })).toBeVisible()
  await expect(options.getByText(lv.app.plan.renews_on.split('{date}')[0].trim())).toBeVisible()
  await screenshots(page, 'app-plan-subscribed')

  await options.getByRole('button', { name: lv.app.plan.cancel }).click()
  await expect(options.getByText(lv.app.plan.ends_on.split('{date}')[0].trim())).toBeVisible()
  await expect(options.getByRole('button', { name: lv.app.plan.cancel })).toHaveCount(0)

  // Payment settings: the call sends the browser on to the provider's portal.
  await options.getByRole('link', { name: lv.app.plan.payment_settings }).click()
  await expect(page).toHaveTitle(/billing portal/)

  await page.goto('/en/app/plan')
  // The page opens on the schedule paid for: yearly.
  await expect(page.getByText('$490', { exact: true })).toBeVisible()
  await expect(page.getByText(en.app.plan.ends_on.split('{date}')[0].trim())).toBeVisible()
  await screenshots(page, 'app-plan-en')
})

test('should show a team member the team’s plan, with nothing to press that would be refused', async ({ page, request, baseURL }) => {
  const owner = await confirmedAccount(request, 'plana-ipasnieks')
  const member = await confirmedAccount(request, 'plana-biedrs')
  const payload = await serverPayload(baseURL!)
  const [ownerUser, memberUser] = await Promise.all(
    [owner, member].map(
      async ({ email }) => (await payload.find({ collection: 'users', where: { email: { equals: email } }, limit: 1 })).docs[0]!,
    ),
  )
  await payload.update({
    collection: 'users',
    id: ownerUser.id,
    data: { subscription: { plan_name: 'pro', status: 'active', payment_schedule: 'monthly' } },
  })
  await payload.update({ collection: 'users', id: memberUser.id, data: { team: ownerUser.id } })

  await logIn(page, member)
  await page.goto('/app/plan')
  await expect(page.getByText(lv.app.plan.member_note)).toBeVisible()
  await expect(page.getByRole('article', { name: 'Pro' }).getByText(lv.app.plan.current)).toBeVisible()
  await expect(page.getByRole('article').getByRole('button')).toHaveCount(0)
  await expect(page.getByRole('region', { name: lv.app.plan.options_title })).toHaveCount(0)
  await screenshots(page, 'app-plan-member')
})

test('should tell a free team at its seat limit that no more invites are available', async ({ page, request }) => {
  // The free plan has 3 seats: the owner and two invitations.
  const person = await confirmedAccount(request, 'vietas')
  await logIn(page, person)
  await page.goto('/app/team')
  for (const [who, opens] of [
    ['pirmais', lv.app.team.add_member],
    ['otrais', lv.app.team.send_another],
  ]) {
    await page.getByRole('button', { name: opens }).click()
    const colleague = uniqueEmail(who)
    await page.locator('input[name="email"]').fill(colleague)
    await page.getByRole('button', { name: lv.app.team.send }).click()
    await expect(page.getByText(lv.app.team.invite_success.replace('{email}', colleague))).toBeVisible()
  }
  await page.getByRole('button', { name: lv.app.team.send_another }).click()
  await page.locator('input[name="email"]').fill(uniqueEmail('tresais'))
  await page.getByRole('button', { name: lv.app.team.send }).click()
  await expect(page.getByText(lv.app.team.hit_limit)).toBeVisible()
  await screenshots(page, 'app-team-limit')
})

test('should tell a free account over its listing allowance how to publish more', async ({ page, request, baseURL }) => {
  const person = await confirmedAccount(request, 'limits')
  const payload = await serverPayload(baseURL!)
  const {
    docs: [owner],
  } = await payload.find({ collection: 'users', where: { email: { equals: person.email } }, limit: 1 })
  const {
    docs: [category],
  } = await payload.find({ collection: 'categories', limit: 1 })
  // The free plan's five active listings, made by the server (which no plan limits).
  const made: number[] = []
  for (let n = 1; n <= 5; n++) {
    const listing = await payload.create({
      collection: 'listings',
      data: {
        title: `Bezmaksas sludinājums ${n} ${Date.now()}`,
        description: 'Uzņēmums pārdošanā.',
        category: category!.id,
        owner: owner!.id,
        price: 90000,
        registration_number: LOCAL_REGISTRATION_NUMBER,
        status: 'published',
        expiry_date: new Date(Date.now() + 30 * 86_400_000).toISOString(),
      },
    })
    made.push(listing.id)
  }

  try {
    await logIn(page, person)
    await page.goto('/app/listing/post')
    await page.getByLabel(lv.listingForm.title).fill(`Sestais sludinājums ${Date.now()}`)
    await page.getByLabel(lv.listingForm.category).selectOption({ index: 1 })
    await page.getByLabel(lv.listingForm.description).fill('Vēl viens uzņēmums pārdošanā.')
    await page.getByRole('button', { name: lv.listingForm.create }).click()
    const limit = lv.listing.activeLimit.split('{limit')[0].trim()
    await expect(page.getByText(limit, { exact: false })).toBeVisible()
    await screenshots(page, 'listing-form-limit')
  } finally {
    // Other files read the newest public listings; these are this test's own.
    await payload.delete({ collection: 'listings', where: { id: { in: made } } })
  }
})
