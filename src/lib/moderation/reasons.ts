/**
 * Why a listing is hidden, an account blocked or a listing reported: the short list of the
 * terms' rules (Digital Services Act Art. 17 statement of reasons). Each code's label and the
 * rule of the terms it breaks are in the message catalogue under `moderation.reasons` and
 * `moderation.rules`; `other` needs words of its own.
 */
export const MODERATION_REASONS = [
  'not_company_share',
  'missing_report',
  'turnover_under_minimum',
  'not_registered_lv',
  'company_not_trading',
  'misleading_figures',
  'spam_or_fraud',
  'other',
] as const

export type ModerationReason = (typeof MODERATION_REASONS)[number]

/** The longest free-text explanation a moderator or a reporter may give. */
export const REASON_TEXT_MAX = 2000

export const isModerationReason = (value: unknown): value is ModerationReason => MODERATION_REASONS.includes(value as ModerationReason)
