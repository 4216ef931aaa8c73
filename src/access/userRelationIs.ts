import type { Where } from 'payload'

/** Payload's own collections point at their user polymorphically ({ relationTo, value }): match one of ours. */
export const userRelationIs = (id: number): Where => ({
  and: [{ 'user.relationTo': { equals: 'users' } }, { 'user.value': { equals: id } }],
})
