/**
 * The second server of tests/helpers/second-server.ts: reads calls as JSON on stdin, answers
 * them through the app's /api routes in this process, delivers the mail they queued, and prints
 * the answers on one marked line.
 */
import { getPayload, type Where } from 'payload'

import config from '../../payload.config'
import { MAIL_QUEUE, mailQueueIdle, runMailQueue } from '../../src/email/mail-queue'

import { apiJson } from './rest'
import type { ServerAnswer, ServerCall } from './second-server'

async function main() {
  let input = ''
  for await (const chunk of process.stdin) input += chunk
  const calls = JSON.parse(input) as ServerCall[]
  const payload = await getPayload({ config })
  const answers: ServerAnswer[] = []
  for (const { method, url, json, headers } of calls) answers.push(await apiJson(method, url, { json, headers }))
  const pending: Where = {
    and: [{ queue: { equals: MAIL_QUEUE } }, { completedAt: { exists: false } }, { hasError: { not_equals: true } }],
  }
  const deadline = Date.now() + 15_000
  do {
    await mailQueueIdle()
    await runMailQueue(payload)
  } while ((await payload.count({ collection: 'payload-jobs', where: pending })).totalDocs > 0 && Date.now() < deadline)
  await mailQueueIdle()
  process.stdout.write(`@@second-server@@${JSON.stringify(answers)}\n`)
  await payload.destroy()
}

main()
  .then(() => process.exit(0))
  .catch((error: unknown) => {
    console.error(error)
    process.exit(1)
  })
