/**
 * The limits of an inquiry's fields, in one place: the inquiries collection, the call's schema
 * (src/endpoints/listing/inquiry.ts) and the form's inputs read them here.
 */
export const INQUIRY_NAME_MAX = 100
export const INQUIRY_MESSAGE_MAX = 3000
/** The bot trap and the form's signed token: a few dozen characters, never more. */
export const INQUIRY_TOKEN_MAX = 200

/** The least time a person takes to write an inquiry: a form sent sooner after it was opened was filled by a script. */
export const INQUIRY_MIN_FILL_SECONDS = 3

/** The bot trap's field name: a plausible one, hidden from people, that form-filling scripts fill in. */
export const INQUIRY_TRAP_FIELD = 'website'
