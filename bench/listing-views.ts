/**
 * Views counted as daily counters: how many listing-page beacons a second one server takes for
 * one busy listing (every beacon from a new visitor, so each one is counted), against the floor
 * of the counter's own statement alone, and that they all land in one row with the right number.
 *
 *   npx tsx bench/listing-views.ts [seconds] [connections]
 *
 * Runs the app's Payload on a fresh database, as the integration tests do (the PostgreSQL of
 * TEST_DATABASE_URL / DATABASE_URL, else 127.0.0.1:5432, else an embedded throwaway cluster), and
 * calls POST /api/listing/view/{slug} in-process through the route handler Next uses, with
 * `connections` closed-loop clients (default 16) for `seconds` (default 5). The floor runs the
 * same number of clients doing only `INSERT … ON CONFLICT DO UPDATE` on the same row.
 */
import crypto from 'node:crypto'

import type { Listing } from '../src/payload-types'

import { withBenchPayload } from './helpers/bench-payload'

const SECONDS = Number(process.argv[2] ?? 5)
const CONNECTIONS = Number(process.argv[3] ?? 16)
const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/141.0 Safari/537.36'

/** Runs `once` in `connections` loops until the time is up; answers how many ran. */
async function closedLoop(once: () => Promise<void>, seconds: number, connections: number): Promise<number> {
  const until = Date.now() + seconds * 1000
  let done = 0
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (Date.now() < until) {
        await once()
        done++
      }
    }),
  )
  return done
}

async function main() {
  await withBenchPayload('listing-views', async ({ payload, config, database }) => {
    const { sql } = await import('@payloadcms/db-postgres')
    const { REST_POST } = await import('@payloadcms/next/routes')
    const { CLIENT_ADDRESS_HEADER } = await import('../src/lib/api/visitor-address')
    const owner = await payload.create({
      collection: 'users',
      data: {
        email: `seller-${crypto.randomUUID()}@bench.bizness.lv`,
        password: crypto.randomUUID(),
        first_name: 'B',
        last_name: 'M',
        roles: ['user'],
        _verified: true,
      },
      disableVerificationEmail: true,
    })
    const category = await payload.create({ collection: 'categories', data: { title: 'Kafejnīcas', icon: 'briefcase' }, locale: 'lv' })
    const listing = await payload.create({
      collection: 'listings',
      data: {
        title: 'Kafejnīca Vecrīgā',
        description: 'Bench.',
        category: category.id,
        owner: owner.id,
        price: 100000,
        shares_to_sold: 100,
      } as Listing,
      context: { disableRevalidate: true },
    })
    const post = REST_POST(config)
    let visitor = 0
    const beacon = async () => {
      const n = ++visitor
      const response = await post(
        new Request(`http://localhost:3000/api/listing/view/${listing.slug}`, {
          method: 'POST',
          headers: { [CLIENT_ADDRESS_HEADER]: `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`, 'user-agent': BROWSER },
        }),
        { params: Promise.resolve({ slug: ['listing', 'view', listing.slug!] }) },
      )
      if (response.status !== 204) throw new Error(`beacon answered ${response.status}`)
    }
    const floor = async () => {
      await payload.db.drizzle.execute(sql`
        INSERT INTO listing_daily_stats AS s (listing_id, day, views) VALUES (${listing.id}, current_date - 1, 1)
        ON CONFLICT (listing_id, day) DO UPDATE SET views = s.views + 1`)
    }

    await closedLoop(beacon, 1, CONNECTIONS)
    await closedLoop(floor, 1, CONNECTIONS)
    // The warm-up's visitors keep their visit: the measured ones are new, so each beacon counts.
    await payload.db.drizzle.execute(sql`DELETE FROM listing_daily_stats`)

    const beacons = await closedLoop(beacon, SECONDS, CONNECTIONS)
    const floors = await closedLoop(floor, SECONDS, CONNECTIONS)
    const { rows } = await payload.db.drizzle.execute<{ rows: number; views: number }>(sql`
      SELECT count(*)::int AS rows, coalesce(sum(views), 0)::int AS views FROM listing_daily_stats WHERE listing_id = ${listing.id} AND day = (now() AT TIME ZONE 'Europe/Riga')::date`)

    console.log(`One busy listing, ${CONNECTIONS} clients, ${SECONDS} s each (${database})`)
    console.log('| what                                      | per second | total |')
    console.log('| ----------------------------------------- | ---------: | ----: |')
    console.log(
      `| beacons through POST /api/listing/view    | ${(beacons / SECONDS).toFixed(0).padStart(10)} | ${String(beacons).padStart(5)} |`,
    )
    console.log(
      `| the counter's statement alone (floor)     | ${(floors / SECONDS).toFixed(0).padStart(10)} | ${String(floors).padStart(5)} |`,
    )
    console.log(`beacons ÷ floor: ${(beacons / floors).toFixed(2)}`)
    console.log(`today's rows for the listing: ${rows[0]!.rows}, views in them: ${rows[0]!.views} (beacons sent: ${beacons})`)
  })
}

main()
  .then(() => process.exit(0))
  .catch((error: unknown) => {
    console.error(error)
    process.exit(1)
  })
