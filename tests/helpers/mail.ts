import { type AddressObject, simpleParser } from 'mailparser'

import { linksIn } from '@/email/outbox-transport'

/** One message as its recipient reads it: headers decoded, bodies out of their transfer encoding. */
export type Delivered = {
  to: string[]
  replyTo: string[]
  subject: string
  text: string
  html: string
  links: string[]
  /** The raw header lines, by lower-case name (List-Unsubscribe and the like). */
  headers: Map<string, string>
  messageId: string
}

const addressesIn = (field: AddressObject | AddressObject[] | undefined): string[] =>
  ([] as AddressObject[])
    .concat(field ?? [])
    .flatMap((group) => group.value)
    .flatMap((address) => (address.address ? [address.address.toLowerCase()] : []))

/**
 * Reads one raw message, as the SMTP inbox receives it or the outbox writes it, with mailparser.
 * `to` is the envelope's recipients where there is one (SMTP), else the To header's addresses.
 * `text` is the text/plain part alone (none is made up from the HTML); `links` are its links.
 */
export async function parseMail(raw: Buffer | string, to?: string[]): Promise<Delivered> {
  const mail = await simpleParser(raw, { skipHtmlToText: true, skipTextToHtml: true, skipTextLinks: true, skipImageLinks: true })
  const text = mail.text ?? ''
  return {
    to: to ?? addressesIn(mail.to),
    replyTo: addressesIn(mail.replyTo),
    subject: mail.subject ?? '',
    text,
    html: mail.html || '',
    links: linksIn(text),
    headers: new Map(mail.headerLines.map(({ key, line }) => [key, line.slice(line.indexOf(':') + 1).trim()])),
    messageId: mail.messageId ?? '',
  }
}
