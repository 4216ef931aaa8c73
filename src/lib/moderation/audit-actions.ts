/** What the audit log records: every action staff take on people and their listings, each new version of a listing, and what buyers and sellers do with a listing's NDA. */
export const AUDIT_ACTIONS = [
  'listing_edit',
  'listing_save',
  'listing_hide',
  'listing_publish',
  'listing_delete',
  'user_block',
  'user_unblock',
  'user_roles',
  'user_export',
  'user_erase',
  'user_second_factor_reset',
  'report_handle',
  'nda_accept',
  'nda_approve',
  'nda_decline',
  'nda_revoke',
] as const

export type AuditAction = (typeof AUDIT_ACTIONS)[number]
