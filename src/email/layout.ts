import { siteUrl } from '@/lib/site-url'

export type EmailContent = { subject: string; text: string; html: string }

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' }

/** Escapes text for HTML; every value that reaches a template passes through it. */
export const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (ch) => ESCAPES[ch])

type Block = { paragraph: string } | { button: { label: string; url: string } } | { note: string }

/**
 * One e-mail in two bodies from the same blocks: plain text (with each link on its own line,
 * whole) and simple, inline-styled HTML that mail clients render alike.
 */
export function composeEmail({
  subject,
  greeting,
  blocks,
  signature,
}: {
  subject: string
  greeting: string
  blocks: Block[]
  signature: string
}): EmailContent {
  const text = [
    greeting,
    '',
    ...blocks.flatMap((block) =>
      'paragraph' in block
        ? [block.paragraph, '']
        : 'button' in block
          ? [`${block.button.label}:`, block.button.url, '']
          : [block.note, ''],
    ),
    signature,
    siteUrl(),
  ].join('\n')

  const html = `<!doctype html>
<html><body style="margin:0;padding:24px;background:#f4f6fb;font-family:Arial,Helvetica,sans-serif;color:#14213d">
<table role="presentation" width="100%" style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:8px;padding:32px">
<tr><td>
<p style="font-size:20px;font-weight:bold;margin:0 0 24px">Bizness</p>
<p style="margin:0 0 16px">${escapeHtml(greeting)}</p>
${blocks
  .map((block) =>
    'paragraph' in block
      ? `<p style="margin:0 0 16px;line-height:1.5">${escapeHtml(block.paragraph)}</p>`
      : 'button' in block
        ? `<p style="margin:24px 0"><a href="${escapeHtml(block.button.url)}" style="background:#1d4ed8;color:#ffffff;padding:12px 20px;border-radius:6px;text-decoration:none;display:inline-block">${escapeHtml(block.button.label)}</a></p>
<p style="margin:0 0 16px;font-size:13px;color:#4b5563;word-break:break-all">${escapeHtml(block.button.url)}</p>`
        : `<p style="margin:0 0 16px;font-size:13px;color:#4b5563">${escapeHtml(block.note)}</p>`,
  )
  .join('\n')}
<p style="margin:24px 0 0">${escapeHtml(signature)}<br><a href="${escapeHtml(siteUrl())}" style="color:#1d4ed8">${escapeHtml(siteUrl().replace(/^https?:\/\//, ''))}</a></p>
</td></tr></table></body></html>`

  return { subject, text, html }
}
