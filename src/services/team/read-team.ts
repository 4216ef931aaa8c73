import type { PayloadRequest } from 'payload'

import type { User } from '@/payload-types'

import { teamOwnerId } from './team-owner'

export type TeamMember = { id: number; email: string; created_at: string; is_deleted: boolean }
export type SentInvite = { id: number; email: string; created_at: string }

/** The team page: pending invitations and the members, the owner first, then by joining date. */
export async function readTeam(req: PayloadRequest, user: User): Promise<{ sent_invites: SentInvite[]; members: TeamMember[] }> {
  const ownerId = teamOwnerId(user)
  // Team-mates' e-mails are shown to their own team only; the collection rule lets a user read no account but their own.
  const people = await req.payload.find({
    collection: 'users',
    where: { or: [{ id: { equals: ownerId } }, { team: { equals: ownerId } }] },
    sort: 'createdAt',
    pagination: false,
    depth: 0,
    select: { email: true, createdAt: true, is_deleted: true },
    overrideAccess: true,
    req,
  })
  // Members see their owner's invitations too; the collection rule shows an invitation only to its sender.
  const invites = await req.payload.find({
    collection: 'invites',
    where: { and: [{ kind: { equals: 'team' } }, { team: { equals: ownerId } }, { status: { equals: 'pending' } }] },
    sort: 'createdAt',
    pagination: false,
    depth: 0,
    select: { email: true, createdAt: true },
    overrideAccess: true,
    req,
  })
  const members = people.docs
    .map((doc) => ({ id: doc.id, email: doc.email, created_at: doc.createdAt, is_deleted: doc.is_deleted === true }))
    .sort((a, b) => Number(b.id === ownerId) - Number(a.id === ownerId))
  return { sent_invites: invites.docs.map((doc) => ({ id: doc.id, email: doc.email, created_at: doc.createdAt })), members }
}
