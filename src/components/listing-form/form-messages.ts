/**
 * The messages the listing screens' client leaves use (ClientMessages): their own texts and the
 * server's refusals of a file, so a file is refused alike before and after upload.
 */
export const LISTING_FORM_MESSAGES = [
  'listingForm',
  'listingVersion.reload',
  'registry.form',
  'errors.fileFormatNotAllowed',
  'errors.fileTooLarge',
  'errors.singleFileAllowed',
]
