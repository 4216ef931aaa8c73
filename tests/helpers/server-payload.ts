import fs from 'node:fs'
import path from 'node:path'

import type { Payload } from 'payload'

let instance: Promise<Payload> | undefined

/** A valid registration number for listings made through the Local API (which checks no register). */
export const LOCAL_REGISTRATION_NUMBER = '40003032065'

/** The e2e server's database (the launcher writes its URL into the data dir). */
export function e2eDatabaseUrl(): string {
  const dataDir = path.resolve(process.env.BIZNESS_DATA_DIR || '.data/e2e')
  return fs.readFileSync(path.join(dataDir, 'database-url'), 'utf8').trim()
}

/**
 * Payload's Local API in the test process, on the e2e server's own database (the launcher writes
 * its URL into the data dir), with the server's secret and origin, so collection hooks sign their
 * revalidation requests to that server as an editor's change in another process would.
 */
export function serverPayload(siteUrl: string): Promise<Payload> {
  instance ??= (async () => {
    Object.assign(process.env, {
      DATABASE_URL: e2eDatabaseUrl(),
      PAYLOAD_SECRET: process.env.PAYLOAD_SECRET || 'e2e-secret-not-for-production',
      SITE_URL: siteUrl,
      PAYLOAD_LOG_LEVEL: 'warn',
    })
    const [{ default: config }, { getPayload }] = await Promise.all([import('@payload-config'), import('payload')])
    return getPayload({ config })
  })()
  return instance
}

/** A listing of `owner`'s in the editors' first sector, made as an editor in another process makes one (30 days ahead unless dated). */
export async function createListingOf(
  payload: Payload,
  owner: number,
  data: { title: string; description: string; status: 'published' | 'hidden'; expiry_date?: string },
) {
  const {
    docs: [category],
  } = await payload.find({ collection: 'categories', limit: 1 })
  return payload.create({
    collection: 'listings',
    data: {
      category: category!.id,
      owner,
      registration_number: LOCAL_REGISTRATION_NUMBER,
      expiry_date: new Date(Date.now() + 30 * 86_400_000).toISOString(),
      ...data,
    },
  })
}
