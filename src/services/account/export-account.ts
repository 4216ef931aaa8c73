import { strToU8, type Zippable, zipSync } from 'fflate'
import type { PayloadRequest } from 'payload'

import { notFound } from '@/lib/errors/app-error'
import { fileStore } from '@/lib/storage/file-store'
import { UPLOAD_FOLDERS } from '@/lib/storage/upload-folders'
import type { User } from '@/payload-types'
import { recordAudit } from '@/services/audit/record-audit'
import { readTeam } from '@/services/team/read-team'
import { filesOf } from '@/services/uploads/held-files'

import { checkCurrentPassword } from './current-password'
import { sessionsOf } from './sessions'

/** What an account row holds that is no data about the person but a key to the account. */
const SECRET_FIELDS = [
  'hash',
  'salt',
  'resetPasswordToken',
  'resetPasswordExpiration',
  '_verificationToken',
  'sessions',
  'emailChangeTokenHash',
  'emailChangeExpiration',
  'loginAttempts',
  'lockUntil',
] as const

/** Whose these are is another person's business: the export keeps the rest of the document. */
const withoutKeys = <T extends object>(doc: T, keys: readonly string[]) =>
  Object.fromEntries(Object.entries(doc).filter(([key]) => !keys.includes(key)))

export type AccountExport = { filename: string; zip: Uint8Array }

/**
 * Everything the site holds about one person (GDPR Art. 15/20) as a ZIP: `data.json` with the
 * profile, listings (every field, both languages), invitations sent and received, the team as the
 * person sees it, the plan and payment references, reports they made, saved listings, saved
 * searches with their consent, inquiries they sent to sellers, the NDAs they accepted (with the address and version), their open sessions (browser, address, times; not
 * their ids, which are keys), and audit entries about them; their uploads (images in every size, documents) under files/. Other people appear only
 * as the person already sees them (team-mates' addresses on the team page, ids elsewhere).
 * The export itself is recorded in the audit log with whoever asked as the actor.
 */
export async function exportAccount(req: PayloadRequest, userId: number): Promise<AccountExport> {
  const { payload } = req
  const read = { depth: 0, pagination: false, overrideAccess: true, req } as const
  const user = (await payload.findByID({
    collection: 'users',
    id: userId,
    depth: 0,
    overrideAccess: true,
    req,
    disableErrors: true,
  })) as User | null
  if (!user) throw notFound()
  const email = user.email.toLowerCase()

  const [
    listings,
    invitesSent,
    invitesReceived,
    reports,
    audit,
    media,
    attachments,
    team,
    favourites,
    savedSearches,
    inquiries,
    ndas,
    sessions,
  ] = await Promise.all([
    payload.find({ collection: 'listings', where: { owner: { equals: userId } }, locale: 'all', ...read }),
    payload.find({ collection: 'invites', where: { invitedBy: { equals: userId } }, ...read }),
    payload.find({
      collection: 'invites',
      where: { and: [{ email: { equals: email } }, { invitedBy: { not_equals: userId } }] },
      ...read,
    }),
    payload.find({
      collection: 'reports',
      where: { or: [{ reporter: { equals: userId } }, { reporterEmail: { equals: email } }] },
      ...read,
    }),
    payload.find({ collection: 'audit-log', where: { subject: { equals: userId } }, sort: 'createdAt', ...read }),
    payload.find({ collection: 'media', where: { owner: { equals: userId } }, ...read }),
    payload.find({ collection: 'attachments', where: { owner: { equals: userId } }, ...read }),
    readTeam(req, user),
    payload.find({ collection: 'favourites', where: { user: { equals: userId } }, ...read }),
    payload.find({ collection: 'saved-searches', where: { user: { equals: userId } }, ...read }),
    payload.find({ collection: 'inquiries', where: { or: [{ sender: { equals: userId } }, { email: { equals: email } }] }, ...read }),
    payload.find({ collection: 'nda-acceptances', where: { buyer: { equals: userId } }, sort: 'accepted_at', ...read }),
    sessionsOf(payload, user),
  ])

  const data = {
    exportedAt: new Date().toISOString(),
    profile: withoutKeys(user, SECRET_FIELDS),
    plan: user.subscription ?? null,
    team: { owner: typeof user.team === 'object' ? user.team?.id : user.team, ...team },
    listings: listings.docs,
    invites: { sent: invitesSent.docs, received: invitesReceived.docs.map((invite) => withoutKeys(invite, ['acceptedBy'])) },
    reports: reports.docs.map((report) => withoutKeys(report, ['handledBy'])),
    favourites: favourites.docs,
    savedSearches: savedSearches.docs,
    inquiries: inquiries.docs,
    ndaAcceptances: ndas.docs,
    sessions: sessions.map(({ id: _id, current: _current, ...session }) => session),
    // The staff member who acted is named by role only.
    audit: audit.docs.map((entry) => withoutKeys(entry, ['actor'])),
    files: { media: media.docs, attachments: attachments.docs },
  }

  const zippable: Zippable = { 'data.json': strToU8(JSON.stringify(data, null, 2)) }
  const uploads = [
    ...media.docs.map((doc) => ({ folder: UPLOAD_FOLDERS.media, doc })),
    ...attachments.docs.map((doc) => ({ folder: UPLOAD_FOLDERS.attachments, doc })),
  ]
  for (const { folder, doc } of uploads) {
    for (const name of filesOf(doc)) {
      const file = await fileStore().open(folder, name)
      // Images and PDFs are compressed already: stored as they are.
      if (file) zippable[`files/${folder}/${name}`] = [new Uint8Array(await new Response(file.body).arrayBuffer()), { level: 0 }]
    }
  }
  const zip = zipSync(zippable, { level: 6 })
  await recordAudit(req, { action: 'user_export', documentCollection: 'users', documentId: userId, subject: userId, summary: user.email })
  return { filename: `bizness-dati-${userId}.zip`, zip }
}

/** A person's own export, after their password again (a wrong one counts as a failed login). */
export async function exportOwnAccount(req: PayloadRequest, user: User, password: string): Promise<AccountExport> {
  await checkCurrentPassword(req.payload, user.id, password, 'password')
  return exportAccount(req, user.id)
}
