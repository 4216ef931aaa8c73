import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { simpleParser } from 'mailparser'
import nodemailer from 'nodemailer'
import { afterAll, describe, expect, it } from 'vitest'

import { kickMailQueue, MAIL_BATCH, MAIL_QUEUE, mailQueueIdle } from '@/email/mail-queue'
import { outboxTransport } from '@/email/outbox-transport'
import { dataDir } from '@/lib/runtime/data-dir'

import { parseMail } from '../helpers/mail'
import { mailTo } from '../helpers/outbox'
import { testPayload } from '../helpers/payload'

const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'bizness-outbox-'))
afterAll(() => fs.rmSync(scratch, { recursive: true, force: true }))

const longLink = `http://localhost:3000/confirm-email/${'a1b2c3d4'.repeat(8)}?next=%2Fapp%2Flisting%2Fmy`

describe('mail without SMTP_URL', () => {
  it('should write one .eml per message with links whole and readable, and log them', async () => {
    const logged: string[] = []
    const dir = path.join(scratch, 'one')
    const transporter = nodemailer.createTransport(outboxTransport(dir, (line) => logged.push(line)))
    await transporter.sendMail({
      from: 'Bizness <noreply@bizness.lv>',
      to: 'Jānis Bērziņš <janis@example.lv>',
      subject: 'Apstipriniet savu e-pasta adresi — Bizness',
      text: `Sveiki, Jāni!\n\nLai apstiprinātu e-pastu, atveriet saiti:\n${longLink}\n`,
      html: `<p>Sveiki, Jāni!</p><p><a href="${longLink}">Apstiprināt</a></p>`,
    })
    await transporter.sendMail({ from: 'noreply@bizness.lv', to: 'b@example.lv', subject: 'Second', text: 'Otrā vēstule' })

    const files = fs.readdirSync(dir).filter((f) => f.endsWith('.eml'))
    expect(files).toHaveLength(2)
    const raw = files.map((f) => fs.readFileSync(path.join(dir, f), 'utf8')).find((text) => text.includes('janis@example.lv'))!
    // Nodemailer encodes the body (quoted-printable here): the link is whole once it is decoded.
    const first = await parseMail(raw)
    expect(first.text.split('\n')).toContain(longLink)
    expect(first.html).toContain(`href="${longLink}"`)
    expect(first.links).toEqual([longLink])
    expect(raw).toMatch(/^Subject: =\?UTF-8\?[BQ]\?/m)
    expect(logged.join('\n')).toContain(longLink)
    expect(logged.join('\n')).toContain('janis@example.lv')
  })

  it('should route Payload’s own mail to .data/mail when SMTP_URL is unset', async () => {
    const payload = await testPayload()
    const outbox = dataDir('mail')
    const before = new Set(fs.existsSync(outbox) ? fs.readdirSync(outbox) : [])
    await payload.sendEmail({ to: 'buyer@example.lv', subject: 'Outbox check', text: `Saite: ${longLink}` })
    await mailQueueIdle()
    const added = fs.readdirSync(outbox).filter((f) => !before.has(f))
    expect(added).toHaveLength(1)
    expect((await parseMail(fs.readFileSync(path.join(outbox, added[0])))).text).toContain(longLink)
  })

  it('should keep a subject or a name with line breaks on one header line, so it cannot add headers', async () => {
    const dir = path.join(scratch, 'injection')
    const transporter = nodemailer.createTransport(outboxTransport(dir, () => {}))
    await transporter.sendMail({
      from: 'noreply@bizness.lv',
      to: { name: 'Anna\r\nBcc: name@evil.example', address: 'anna@example.lv' },
      subject: 'Sveiki\r\nBcc: subject@evil.example',
      text: 'Teksts',
    })
    const [file] = fs.readdirSync(dir)
    const raw = fs.readFileSync(path.join(dir, file), 'utf8')
    const head = raw.split('\r\n\r\n')[0]
    expect(head).not.toMatch(/^Bcc:/im)
    expect(head).toMatch(/^Subject: Sveiki Bcc: subject@evil\.example$/m)
    const parsed = await simpleParser(raw)
    expect(parsed.bcc).toBeUndefined()
    expect(parsed.to).toMatchObject({ value: [{ address: 'anna@example.lv' }] })
  })

  it('should write a valid .eml that mailparser reads back whole, Latvian letters included', async () => {
    const dir = path.join(scratch, 'latvian')
    const letters = 'ā č ē ģ ī ķ ļ ņ š ū ž Ā Č Ē Ģ Ī Ķ Ļ Ņ Š Ū Ž'
    const subject = `Ģirts Ķēniņš: ${letters}`
    const text = `Labdien!\n\n${letters}\nŠis sludinājums ir redzams līdz 01.09.2026.\n${longLink}\n`
    const html = `<p>Labdien!</p><p>${letters}</p><p><a href="${longLink}">Šūnu žēlīgā ģitāra</a></p>`
    const transporter = nodemailer.createTransport(outboxTransport(dir, () => {}))
    const sent = await transporter.sendMail({
      from: { name: 'Bizness — Rīga', address: 'noreply@bizness.lv' },
      to: { name: 'Ļena Ūdre-Žagare', address: 'lena@example.lv' },
      subject,
      text,
      html,
    })

    const [file] = fs.readdirSync(dir)
    const raw = fs.readFileSync(path.join(dir, file))
    // RFC 5322: CRLF line ends only, no line over 998 characters, and the header is plain ASCII.
    expect(raw.toString('latin1')).not.toMatch(/[^\r]\n|\r(?!\n)/)
    expect(
      raw
        .toString('latin1')
        .split('\r\n')
        .every((line) => line.length <= 998),
    ).toBe(true)
    expect(raw.toString('latin1').split('\r\n\r\n')[0]).toMatch(/^[\x20-\x7e\r\n\t]*$/)

    const mail = await simpleParser(raw)
    expect(mail.messageId).toBe(sent.messageId)
    expect(mail.from?.value).toEqual([{ name: 'Bizness — Rīga', address: 'noreply@bizness.lv' }])
    expect(mail.to).toMatchObject({ value: [{ name: 'Ļena Ūdre-Žagare', address: 'lena@example.lv' }] })
    expect(mail.subject).toBe(subject)
    expect(mail.text).toBe(text)
    expect(mail.html).toBe(html)
    expect(mail.headers.get('mime-version')).toBe('1.0')
    expect(mail.date).toBeInstanceOf(Date)
  })

  it('should deliver every queued message in one kick, even more than one batch', async () => {
    const payload = await testPayload()
    const to = `batch-${Date.now()}@example.lv`
    const count = MAIL_BATCH + 5
    for (let i = 0; i < count; i++) {
      await payload.jobs.queue({ task: 'sendEmail', queue: MAIL_QUEUE, input: { message: { to, subject: `Batch ${i}`, text: 'Sveiki' } } })
    }
    kickMailQueue(payload)
    await mailQueueIdle()
    expect(await mailTo(to, { atLeast: count, timeoutMs: 0 })).toHaveLength(count)
  })
})
