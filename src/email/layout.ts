import { siteUrl } from '@/lib/runtime/site-url'
import { oneLine } from '@/lib/text/control-characters'

export type EmailContent = { subject: string; text: string; html: string }

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' }

/** Escapes text for HTML; every value that reaches a template passes through it. */
export const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (ch) => ESCAPES[ch])

type Block =
  | { paragraph: string }
  | { button: { label: string; url: string } }
  | { note: string }
  | { heading: string }
  /** One thing among several, its title linked, a line of details under it (a listing in a digest). */
  | { item: { title: string; url: string; detail: string } }
  /** A link of less weight than a button, on a line of its own. */
  | { link: { label: string; url: string } }

const textOf = (block: Block): string[] =>
  'paragraph' in block
    ? [block.paragraph, '']
    : 'button' in block
      ? [`${block.button.label}:`, block.button.url, '']
      : 'note' in block
        ? [block.note, '']
        : 'heading' in block
          ? [block.heading, '-'.repeat(Math.min(block.heading.length, 60)), '']
          : 'item' in block
            ? [block.item.title, block.item.detail, block.item.url, '']
            : [`${block.link.label}:`, block.link.url, '']

const htmlOf = (block: Block): string =>
  'paragraph' in block
    ? `<p style="margin:0 0 16px;line-height:1.5">${escapeHtml(block.paragraph)}</p>`
    : 'button' in block
      ? `<p style="margin:24px 0"><a href="${escapeHtml(block.button.url)}" style="background:#1d4ed8;color:#ffffff;padding:12px 20px;border-radius:6px;text-decoration:none;display:inline-block">${escapeHtml(block.button.label)}</a></p>
<p style="margin:0 0 16px;font-size:13px;color:#4b5563;word-break:break-all">${escapeHtml(block.button.url)}</p>`
      : 'note' in block
        ? `<p style="margin:0 0 16px;font-size:13px;color:#4b5563">${escapeHtml(block.note)}</p>`
        : 'heading' in block
          ? `<h2 style="margin:32px 0 12px;font-size:17px;line-height:1.4;color:#14213d">${escapeHtml(block.heading)}</h2>`
          : 'item' in block
            ? `<p style="margin:0 0 14px;line-height:1.4"><a href="${escapeHtml(block.item.url)}" style="color:#1d4ed8;font-weight:bold;text-decoration:none">${escapeHtml(block.item.title)}</a><br><span style="font-size:14px;color:#4b5563">${escapeHtml(block.item.detail)}</span></p>`
            : `<p style="margin:0 0 16px;font-size:14px"><a href="${escapeHtml(block.link.url)}" style="color:#1d4ed8">${escapeHtml(block.link.label)}</a></p>`

/** A block whose every text is one line, whatever its values held. */
const flat = (block: Block): Block =>
  Object.fromEntries(
    Object.entries(block).map(([kind, value]) => [
      kind,
      typeof value === 'string'
        ? oneLine(value)
        : Object.fromEntries(Object.entries(value as Record<string, string>).map(([key, text]) => [key, oneLine(text)])),
    ]),
  ) as Block

/**
 * One e-mail in two bodies from the same blocks: plain text (with each link on its own line,
 * whole) and simple, inline-styled HTML that mail clients render alike. Every text is made one
 * line first: a value never trusted to be (a buyer's name, a listing's title) cannot add a line
 * of its own to a mail from our domain, nor a header to its subject. Several lines are several blocks.
 */
export function composeEmail(content: { subject: string; greeting: string; blocks: Block[]; signature: string }): EmailContent {
  const [subject, greeting, signature] = [content.subject, content.greeting, content.signature].map(oneLine)
  const blocks = content.blocks.map(flat)
  const text = [greeting, '', ...blocks.flatMap(textOf), signature, siteUrl()].join('\n')

  const html = `<!doctype html>
<html><body style="margin:0;padding:24px 12px;background:#f4f6fb;font-family:Arial,Helvetica,sans-serif;color:#14213d">
<table role="presentation" width="100%" style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:8px;padding:28px 24px">
<tr><td>
<p style="font-size:20px;font-weight:bold;margin:0 0 24px">Bizness</p>
<p style="margin:0 0 16px">${escapeHtml(greeting)}</p>
${blocks.map(htmlOf).join('\n')}
<p style="margin:24px 0 0">${escapeHtml(signature)}<br><a href="${escapeHtml(siteUrl())}" style="color:#1d4ed8">${escapeHtml(siteUrl().replace(/^https?:\/\//, ''))}</a></p>
</td></tr></table></body></html>`

  return { subject, text, html }
}
