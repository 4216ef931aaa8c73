/**
 * Where a buyer's acceptance of a listing's NDA stands: `pending` while the seller who approves
 * each buyer has not decided, `granted` (access to the whole listing), `declined` by the seller,
 * or `revoked` after access was granted. Only `granted`, for the NDA's current version, opens
 * the listing (src/services/nda/nda-grant.ts).
 */
export const NDA_STATES = ['pending', 'granted', 'declined', 'revoked'] as const
export type NdaState = (typeof NDA_STATES)[number]

/** How a listing's seller lets buyers in: at once on acceptance, or each one by approval. */
export const NDA_APPROVAL_MODES = ['instant', 'approve'] as const
export type NdaApprovalMode = (typeof NDA_APPROVAL_MODES)[number]

/** What a seller may do about one buyer's acceptance. */
export const NDA_DECISIONS = ['approve', 'decline', 'revoke'] as const
export type NdaDecision = (typeof NDA_DECISIONS)[number]

/** The longest company name a buyer may give with their acceptance. */
export const NDA_COMPANY_MAX = 120

/**
 * Where a visitor stands with one confidential listing's NDA (src/services/nda/buyer-nda-state.ts):
 * signed out, `none` before accepting, `outdated` when they accepted an older NDA version than
 * the current one, or their acceptance's state. Signed in means a confirmed address: Payload
 * signs in no account whose address is unconfirmed, nor honours its session.
 */
export const BUYER_NDA_STATES = ['signedOut', 'none', 'outdated', ...NDA_STATES] as const
export type BuyerNdaState = (typeof BUYER_NDA_STATES)[number]
