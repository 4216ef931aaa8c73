/**
 * The limits of an inquiry's fields, in one place: the inquiries collection, the call's schema
 * (src/endpoints/listing/inquiry.ts) and the form's inputs read them here.
 */
export const INQUIRY_NAME_MAX = 100
export const INQUIRY_MESSAGE_MAX = 3000
/** The bot trap, the form's signed token and the confirmation link's code: a few dozen characters, never more. */
export const INQUIRY_TOKEN_MAX = 200

/** The least time a person takes to write an inquiry: a form sent sooner after it was opened was filled by a script. */
export const INQUIRY_MIN_FILL_SECONDS = 3

/** The bot trap's field name: a plausible one, hidden from people, that form-filling scripts fill in. */
export const INQUIRY_TRAP_FIELD = 'website'

/** How long an opened form's token is good for: time to write at leisure, too short to stockpile tokens for a flood. */
export const INQUIRY_FORM_MAX_AGE_MINUTES = 60

/** How long the link that confirms a buyer's address works: an inquiry nobody confirmed by then never goes to the seller by mail. */
export const INQUIRY_CONFIRM_DAYS = 7

/** A listing with this many inquiries unconfirmed or held within a day is shown to the moderators as flooded. */
export const INQUIRY_FLOOD_THRESHOLD = 10
