import { closeBenchPayload } from '../helpers/bench-payload'
import type { Fault, FaultContext } from './fault'
import { killedUpload } from './killed-upload'

/**
 * The seller's JWT for `Authorization: JWT …`, which the upload sends as the panel's API client
 * would: the session cookie's value (our login answers carry no token in their body).
 */
function sellerToken({ seller }: FaultContext): string {
  const token = /payload-token=([^;]+)/.exec(seller.cookie)?.[1]
  if (!token) throw new Error('The seller has no session cookie')
  return token
}

/**
 * The jobs worker's sweep of files without their row, run here at once and with no age bound.
 * Payload is loaded in this process only now, on the site's database and files (its disk or its
 * bucket): its config reads the environment when it loads.
 */
async function sweepNow({ database, files }: FaultContext): Promise<void> {
  Object.assign(process.env, {
    DATABASE_URL: database.url,
    ...files.env,
    PAYLOAD_SECRET: process.env.PAYLOAD_SECRET || 'bench-secret-not-for-production',
    SMTP_URL: '',
    PAYLOAD_LOG_LEVEL: 'error',
  })
  const { default: config } = await import('../../payload.config')
  const { getPayload } = await import('payload')
  const { sweepOrphanFiles } = await import('../../src/services/uploads/sweep-orphan-files')
  const payload = await getPayload({ config })
  try {
    await sweepOrphanFiles(payload, { olderThanMs: 0 })
  } finally {
    await closeBenchPayload(payload)
  }
}

/**
 * The server SIGKILLed in a 12 MB image upload, once while the body arrives and once as its first
 * file lands, restarted after each, then swept (bench/faults/killed-upload.ts). The upload goes
 * to the victim's own address: behind Varnish, whose round robin picks the server, that is the
 * upload Varnish passed to it. The row's orphan files are those left after the restart and the
 * sweep; the detail adds what the kills left before the sweep, rows without their files and
 * files cut off.
 */
export const serverKilledMidUpload: Fault = {
  name: 'server killed mid-upload (twice, restarted, swept)',
  inflict: async (context) => {
    const { victim, files, database, log } = context
    const found = await killedUpload({
      origin: victim.origin,
      token: sellerToken(context),
      files,
      databaseUrl: database.url,
      kill: async () => {
        await victim.kill()
        log(`${victim.name} killed`)
      },
      restart: async () => {
        await victim.restart()
        log(`${victim.name} serves again`)
      },
      sweep: () => sweepNow(context),
    })
    return {
      orphanFiles: found.orphanFiles,
      note: `files the kills left before the sweep ${found.orphanFilesLeft}, rows without their files ${found.rowsWithoutFiles}, files cut off ${found.cutOffFiles}`,
    }
  },
}
