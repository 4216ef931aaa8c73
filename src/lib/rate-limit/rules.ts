import type { Rule } from './limiter'

const MINUTE = 60 * 1000
const HOUR = 60 * MINUTE

/*
 * Every limit on mail and on revealed contacts, in one place. docs/decisions/030-limits-on-mail-and-contacts-in-postgresql.md and
 * docs/decisions/093-inquiry-limits-per-visitor.md say why these numbers. Each counts in PostgreSQL (limiter.ts), for all servers of the site together.
 */

/** The mails a request can make us send to an address. */
export type MailKind =
  'reset' | 'confirm' | 'signupExisting' | 'invite' | 'passwordChanged' | 'emailChange' | 'emailChangeNotice' | 'inquiryConfirm'

/**
 * Mails of one kind (reset link, confirmation, sign-up notice, invitation, "password changed",
 * e-mail change link and notice, an inquiry's confirmation link) to one address: a lost mail or
 * two is asked again, a flood of an inbox is not possible. Kinds count apart, so a flood of one
 * kind never holds back another (a reset link after sign-up notices).
 */
export const mailToAddress = (kind: MailKind): Rule => ({ name: `mail-to-address:${kind}`, limit: 5, windowMs: HOUR })

/** Calls that send mail without a session (sign-up, reset) from one visitor: people need one or two; a script spraying addresses gets 20. */
export const MAIL_FROM_VISITOR: Rule = { name: 'mail-from-visitor', limit: 20, windowMs: HOUR }

/** Different listings whose contacts one visitor opens: a dozen in a sitting is normal browsing; a harvester is stopped at 20 an hour and 60 a day. */
export const CONTACTS_PER_VISITOR: Rule[] = [
  { name: 'contacts-per-visitor-hour', limit: 20, windowMs: HOUR },
  { name: 'contacts-per-visitor-day', limit: 60, windowMs: 24 * HOUR },
]

/** Different visitors opening one listing's contacts: far above a listing's real interest, so a seller never loses a buyer, yet a crowd of addresses cannot take them unchecked. */
export const CONTACT_VISITORS_PER_LISTING: Rule = { name: 'contact-visitors-per-listing', limit: 50, windowMs: HOUR }

/** Reports of listings sent from one visitor: a person reports one or two; a script flooding the queue is stopped at 5 an hour. */
export const REPORTS_PER_VISITOR: Rule = { name: 'reports-per-visitor', limit: 5, windowMs: HOUR }

/** Reports of one listing from one visitor (the key names both): once a day is enough for the moderators to see it. */
export const REPORTS_PER_LISTING_FROM_VISITOR: Rule = { name: 'reports-per-listing-from-visitor', limit: 1, windowMs: 24 * HOUR }

/** One visitor's views of one listing's page count as one visit within half an hour: reloads and going back and forth add nothing to the seller's statistics. */
export const VIEW_VISIT: Rule = { name: 'listing-view-visit', limit: 1, windowMs: 30 * MINUTE }

/** Inquiries one visitor sends through the site, to any listings: a buyer writes to a few sellers a day; a spammer is stopped at 5 an hour and 15 a day. */
export const INQUIRIES_PER_VISITOR: Rule[] = [
  { name: 'inquiries-per-visitor-hour', limit: 5, windowMs: HOUR },
  { name: 'inquiries-per-visitor-day', limit: 15, windowMs: 24 * HOUR },
]

/** Inquiries about one listing from one visitor (the key names both): a question and a follow-up a day; more is a conversation for e-mail. */
export const INQUIRIES_PER_LISTING_FROM_VISITOR: Rule = { name: 'inquiries-per-listing-from-visitor', limit: 2, windowMs: 24 * HOUR }

/** The one key of a limit counted for the whole site at once. */
export const SITE_KEY = 'site'

/**
 * Inquiries' confirmation links mailed to buyers, all addresses together (each address has its
 * mailToAddress share as well): far above real traffic, so only a flood from very many networks
 * reaches it, and our sending reputation outlasts that flood.
 */
export const INQUIRY_CONFIRMATIONS_PER_SITE: Rule = { name: 'inquiry-confirmations-per-site', limit: 500, windowMs: HOUR }

/**
 * Confirmed inquiries mailed to one seller: more than a listing's real interest in an hour or a
 * day; past them an inquiry waits in the seller's inbox, marked as held, and is never dropped.
 */
export const INQUIRY_MAILS_PER_SELLER: Rule[] = [
  { name: 'inquiry-mails-per-seller-hour', limit: 5, windowMs: HOUR },
  { name: 'inquiry-mails-per-seller-day', limit: 20, windowMs: 24 * HOUR },
]

/** Confirmed inquiries mailed to sellers, all together; past it they are held like a seller's own overflow. */
export const INQUIRY_MAILS_PER_SITE: Rule = { name: 'inquiry-mails-per-site', limit: 500, windowMs: HOUR }

/**
 * Codes tried for one account's second factor: a person mistypes one or two; a guesser holding the
 * password gets 5 in a quarter of an hour and 20 a day (a few in a million to hit a code). A
 * right code clears the count, so signing in often never locks anyone out.
 */
export const SECOND_FACTOR_TRIES: Rule[] = [
  { name: 'second-factor-tries-quarter', limit: 5, windowMs: 15 * MINUTE },
  { name: 'second-factor-tries-day', limit: 20, windowMs: 24 * HOUR },
]
