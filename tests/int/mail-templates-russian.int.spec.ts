import { readdirSync } from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import type { EmailContent } from '@/email/layout'
import { confirmEmailChangeMessage } from '@/email/templates/confirm-email-change'
import { confirmEmailMessage } from '@/email/templates/confirm-email'
import { confirmInquiryMessage } from '@/email/templates/confirm-inquiry'
import { emailChangeRequestedMessage } from '@/email/templates/email-change-requested'
import { emailChangedMessage } from '@/email/templates/email-changed'
import { expiryReminderMessage } from '@/email/templates/expiry-reminder'
import { inviteMessage } from '@/email/templates/invite'
import { listingInquiryMessage } from '@/email/templates/listing-inquiry'
import { type ModerationDecision, moderationDecisionMessage } from '@/email/templates/moderation-decision'
import { ndaDecisionMessage, ndaRequestMessage } from '@/email/templates/nda-decision'
import { passwordChangedMessage } from '@/email/templates/password-changed'
import { paymentFailedMessage } from '@/email/templates/payment-failed'
import { redFlagMessage } from '@/email/templates/red-flag'
import { registerReportMessage } from '@/email/templates/register-report'
import { reportOutcomeMessage } from '@/email/templates/report-outcome'
import { resetPasswordMessage } from '@/email/templates/reset-password'
import { savedSearchDigestMessage } from '@/email/templates/saved-search-digest'
import { signupAttemptExistingMessage } from '@/email/templates/signup-attempt-existing'
import { teamInviteEmail } from '@/email/templates/team-invite'
import type { Locale } from '@/i18n/routing'
import { MODERATION_REASONS } from '@/lib/moderation/reasons'
import { NDA_DECISIONS } from '@/lib/nda/states'
import { RED_FLAG_KINDS, RED_FLAG_SOURCES } from '@/lib/red-flags'
import { siteUrl } from '@/lib/runtime/site-url'
import { flagWords } from '@/services/registry/terms-check'

/*
 * Every mail template rendered in Russian: no key missing (a key, or a placeholder left in
 * braces), nothing left in Latvian or English (the words a reader did not write, our own texts,
 * are Cyrillic; the values passed in, written by people, are taken out first), and Russian plural
 * forms where a count is written. A new template fails the first test until it is added below.
 */

/** What people wrote or the site's data holds: passed through as written, so not checked for language. */
const VALUES = [
  'Kafejnīca Vecrīgā',
  'kafejnica-vecriga',
  'Jānis Bērziņš',
  'janis@example.lv',
  'jauns@example.lv',
  '+371 26000000',
  'Labdien! Vai uzņēmumam ir parādi?',
  'Bistro Rīgā',
  'Kafejnīcas Rīgā',
  'Apgrozījums neatbilst VID datiem.',
  'moderacija@bizness.lv',
  'Anna Liepa',
  'anna@example.lv',
]

/** Latin words a Russian mail may hold: names (the site's, the payment provider's, a Latvian institution's), units and abbreviations Russian business writing keeps (PDF, NDA). */
const LATIN_ALLOWED = new Set(['Bizness', 'Stripe', 'EUR', 'VID', 'PDF', 'NDA'])

type Render = (locale: Locale) => EmailContent

const listingInquiry: Render = (locale) =>
  listingInquiryMessage({
    locale,
    sellerName: 'Jānis Bērziņš',
    title: 'Kafejnīca Vecrīgā',
    slug: 'kafejnica-vecriga',
    buyer: { name: 'Anna Liepa', email: 'anna@example.lv', phone: '+371 26000000' },
    message: 'Labdien! Vai uzņēmumam ir parādi?',
  })

const digest =
  (counts: number[]): Render =>
  (locale) =>
    savedSearchDigestMessage({
      locale,
      name: 'Jānis Bērziņš',
      sections: counts.map((count) => ({
        description: 'Kafejnīcas Rīgā',
        count,
        listings: [{ title: 'Bistro Rīgā', url: `${siteUrl()}/ru/bizness/bistro`, detail: '50 000 €' }],
        searchUrl: `${siteUrl()}/ru/bizness?q=bistro`,
        unsubscribeUrl: `${siteUrl()}/ru/atteikties/1-x`,
      })),
      unsubscribeAllUrl: `${siteUrl()}/ru/atteikties/1-y`,
      manageUrl: `${siteUrl()}/ru/app/saved`,
    })

const DECISIONS: ModerationDecision[] = [
  'listingHidden',
  'listingHiddenByRegister',
  'listingHiddenByRedFlag',
  'listingPublished',
  'accountBlocked',
  'accountUnblocked',
]

/** Every template file, each with the renders that between them reach all of its texts. */
const RENDERS: Record<string, Render[]> = {
  'confirm-email': [
    (locale) => confirmEmailMessage({ locale, name: 'Jānis Bērziņš', token: 'abc' }),
    (locale) => confirmEmailMessage({ locale, token: 'abc' }),
  ],
  'confirm-email-change': [(locale) => confirmEmailChangeMessage({ locale, name: 'Jānis Bērziņš', token: 'abc' })],
  'confirm-inquiry': [(locale) => confirmInquiryMessage({ locale, title: 'Kafejnīca Vecrīgā', code: 'abc' })],
  'email-change-requested': [(locale) => emailChangeRequestedMessage({ locale, name: 'Jānis Bērziņš', newEmail: 'jauns@example.lv' })],
  'email-changed': [(locale) => emailChangedMessage({ locale, name: 'Jānis Bērziņš', newEmail: 'jauns@example.lv' })],
  'expiry-reminder': [1, 3, 90].map(
    (lifetimeDays) => (locale: Locale) =>
      expiryReminderMessage({
        locale,
        name: 'Jānis Bērziņš',
        listingId: 7,
        title: 'Kafejnīca Vecrīgā',
        expiry: '2026-12-24T10:00:00Z',
        lifetimeDays,
      }),
  ),
  invite: [(locale) => inviteMessage({ locale, inviter: 'Jānis Bērziņš', code: 'abc' })],
  'listing-inquiry': [listingInquiry],
  'nda-decision': [
    ...NDA_DECISIONS.map(
      (decision) => (locale: Locale) =>
        ndaDecisionMessage({ locale, decision, buyerName: 'Anna Liepa', title: 'Kafejnīca Vecrīgā', slug: 'kafejnica-vecriga' }),
    ),
    (locale) => ndaRequestMessage({ locale, sellerName: 'Jānis Bērziņš', title: 'Kafejnīca Vecrīgā', listingId: 7 }),
  ],
  'moderation-decision': [
    ...DECISIONS.map(
      (decision) => (locale: Locale) =>
        moderationDecisionMessage({
          locale,
          name: 'Jānis Bērziņš',
          decision,
          title: 'Kafejnīca Vecrīgā',
          reason: 'misleading_figures',
          note: 'Apgrozījums neatbilst VID datiem.',
          contestAddress: 'moderacija@bizness.lv',
        }),
    ),
    ...MODERATION_REASONS.map(
      (reason) => (locale: Locale) =>
        moderationDecisionMessage({
          locale,
          decision: 'listingHidden',
          title: 'Kafejnīca Vecrīgā',
          reason,
          contestAddress: 'moderacija@bizness.lv',
        }),
    ),
  ],
  'password-changed': [(locale) => passwordChangedMessage({ locale, name: 'Jānis Bērziņš' })],
  'payment-failed': [(locale) => paymentFailedMessage({ locale, name: 'Jānis Bērziņš' })],
  'red-flag': [
    (locale) =>
      redFlagMessage({
        locale,
        name: 'Jānis Bērziņš',
        title: 'Kafejnīca Vecrīgā',
        slug: 'kafejnica-vecriga',
        flags: RED_FLAG_KINDS.map((kind, n) =>
          flagWords({ kind, source: RED_FLAG_SOURCES[n % RED_FLAG_SOURCES.length], since: '2026-11-02', rating: 'C' }, locale),
        ),
      }),
  ],
  'register-report': [
    (locale) =>
      registerReportMessage({
        locale,
        name: 'Jānis Bērziņš',
        listingId: 7,
        title: 'Kafejnīca Vecrīgā',
        year: 2025,
        turnover: 250000,
        profit: 12000,
        employees: 6,
      }),
    (locale) =>
      registerReportMessage({
        locale,
        listingId: 7,
        title: 'Kafejnīca Vecrīgā',
        year: 2025,
        turnover: null,
        profit: null,
        employees: null,
      }),
  ],
  'report-outcome': (['actioned', 'dismissed'] as const).map(
    (outcome) => (locale: Locale) =>
      reportOutcomeMessage({
        locale,
        outcome,
        title: 'Kafejnīca Vecrīgā',
        reason: 'spam_or_fraud',
        contestAddress: 'moderacija@bizness.lv',
      }),
  ),
  'reset-password': [(locale) => resetPasswordMessage({ locale, name: 'Jānis Bērziņš', token: 'abc' })],
  'saved-search-digest': [digest([1]), digest([3, 5]), digest([21, 2])],
  'signup-attempt-existing': [(locale) => signupAttemptExistingMessage({ locale, name: 'Jānis Bērziņš' })],
  'team-invite': [true, false].map(
    (registered) => (locale: Locale) =>
      teamInviteEmail(locale, { owner: { first_name: 'Jānis', last_name: 'Bērziņš', email: 'janis@example.lv' }, code: 'abc', registered }),
  ),
}

/** The mail's own words: the text and subject without links and without what people wrote. */
function ownWords({ subject, text }: EmailContent): string {
  const lines = [subject, ...text.split('\n')].filter((line) => !/https?:\/\//.test(line))
  return VALUES.reduce((words, value) => words.split(value).join(' '), lines.join('\n')).replace(/\bJānis\b|\bBērziņš\b/g, ' ')
}

const latinWords = (words: string) => (words.match(/[A-Za-zĀ-ž]{2,}/g) ?? []).filter((word) => !LATIN_ALLOWED.has(word))

describe('every mail template in Russian', () => {
  it('should cover every template file', () => {
    const files = readdirSync(path.resolve('src/email/templates'))
      .filter((file) => file.endsWith('.ts') && file !== 'text.ts')
      .map((file) => file.replace(/\.ts$/, ''))
    expect(Object.keys(RENDERS).sort()).toEqual(files.sort())
  })

  it.each(Object.entries(RENDERS))('should write %s in Russian throughout, with no key or placeholder missing', (_, renders) => {
    for (const render of renders) {
      const russian = render('ru')
      const words = ownWords(russian)
      expect(words, russian.text).toMatch(/[а-яё]{3,}/i)
      expect(latinWords(words), russian.text).toEqual([])
      expect(`${russian.subject}\n${russian.text}`).not.toMatch(/[{}]|\b(email|savedSearches|moderation|redFlags|listings)\.\w/)
      // Latvian and English differ line by line from the Russian: none of their own words came along.
      for (const other of ['lv', 'en'] as const) {
        const theirs = new Set(
          ownWords(render(other))
            .split('\n')
            .filter((line) => /[A-Za-zĀ-ž]{3,}/.test(line)),
        )
        expect(words.split('\n').filter((line) => theirs.has(line))).toEqual([])
      }
    }
  })

  it('should keep a buyer’s words as written inside the Russian mail to the seller', () => {
    const { text, html } = listingInquiry('ru')
    expect(text).toContain('Labdien! Vai uzņēmumam ir parādi?')
    expect(text).toContain('Anna Liepa')
    expect(html).toContain('Labdien! Vai uzņēmumam ir parādi?')
  })

  it('should count new listings with Russian plural forms (one, few, many)', () => {
    expect(digest([1])('ru').subject).toMatch(/^1 новое объявление /)
    expect(digest([3])('ru').subject).toMatch(/^3 новых объявления /)
    expect(digest([5])('ru').subject).toMatch(/^5 новых объявлений /)
    expect(digest([21])('ru').subject).toMatch(/^21 новое объявление /)
    expect(digest([3, 8])('ru').subject).toMatch(/^11 новых объявлений /)
  })

  it('should count the days a renewal gives with Russian plural forms', () => {
    const days = (lifetimeDays: number) =>
      expiryReminderMessage({ locale: 'ru', listingId: 7, title: 'Kafejnīca Vecrīgā', expiry: '2026-12-24T10:00:00Z', lifetimeDays }).text
    expect(days(1)).toContain('ещё 1 день:')
    expect(days(3)).toContain('ещё 3 дня:')
    expect(days(90)).toContain('ещё 90 дней:')
    expect(days(21)).toContain('ещё 21 день:')
  })
})
