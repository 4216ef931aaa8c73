/**
 * The limits of an account's fields, in one place: the users collection, the account forms'
 * schemas (src/endpoints/user/schemas.ts) and their inputs read them here.
 */
export const NAME_MAX = 100
export const PHONE_MAX = 40
export const EMAIL_MAX = 254
/** Long enough for any passphrase, short enough that hashing it costs nothing unusual. */
export const PASSWORD_MAX = 256
export const PASSWORD_MIN = 8
/** A typed second-factor code: six digits or a recovery code, with room for spaces and dashes. */
export const SECOND_FACTOR_CODE_MAX = 40
/** An enrolment offer carried back (src/services/second-factor/enrolment-offer.ts) is a few hundred characters. */
export const ENROLMENT_OFFER_MAX = 1000
