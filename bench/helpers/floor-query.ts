import pg from 'pg'

/*
 * The floor of bench/scale.ts: the least work the database can do to answer the index call's
 * first page. One hand-written SELECT of the same rows (the 20 newest public listings, with
 * the category, municipality and image fields a card shows), without Payload around it.
 */

/**
 * Who the public sees, in SQL over `l` (listings): listed (published, seller not blocked, kept by
 * the database) and not expired, as src/access/publicListingsOrOwn.ts says.
 */
export const PUBLIC_LISTING_CONDITION = `l.listed AND l.expiry_date > now()`

/** The index call's page 1 in one SELECT: the `limit` newest public listings, in Latvian. */
export const FLOOR_QUERY = `
  SELECT l.id, l.title, l.slug, l.description, l.price, l.shares_to_sold, l.turnover, l.profit, l.employees,
         l.featured, l.created_at, l.expiry_date,
         l.category_id, (SELECT c.slug FROM categories c WHERE c.id = l.category_id) AS category_slug,
         (SELECT t.title FROM categories_locales t WHERE t._parent_id = l.category_id AND t._locale = 'lv') AS category_title,
         l.location_id,
         (SELECT t.title FROM locations_locales t WHERE t._parent_id = l.location_id AND t._locale = 'lv') AS location_title,
         coalesce(m.sizes_card_url, m.url) AS image, coalesce(nullif(m.alt, ''), l.title) AS image_alt,
         coalesce(nullif(a.original_name, ''), a.filename) AS attachment,
         (btrim(coalesce(l.phone, '')) <> '' AND btrim(coalesce(l.email, '')) <> '') AS has_contact
  FROM (SELECT * FROM listings l WHERE ${PUBLIC_LISTING_CONDITION} ORDER BY l.created_at DESC, l.id DESC LIMIT $1) l
  LEFT JOIN media m ON m.id = l.image_id
  LEFT JOIN attachments a ON a.id = l.attachment_id
  ORDER BY l.created_at DESC, l.id DESC`

/** `count` slugs of public listings, drawn at random (the listings a visitor may open). */
export async function randomPublicSlugs(client: pg.Client, count: number): Promise<string[]> {
  const { rows } = await client.query<{ slug: string }>(
    `SELECT l.slug FROM listings l WHERE ${PUBLIC_LISTING_CONDITION} ORDER BY random() LIMIT $1`,
    [count],
  )
  return rows.map((row) => row.slug)
}

/** The floor query's latencies over one run, and the run's length. */
export type FloorRun = { latencies: number[]; seconds: number }

/**
 * `connections` clients on one database, ready to run the floor query in a closed loop for a
 * given time; bench/scale.ts runs it in turns with the index call, so both meet the same machine.
 */
export async function openFloor(url: string, connections: number) {
  const clients = Array.from({ length: connections }, () => new pg.Client({ connectionString: url }))
  await Promise.all(clients.map((client) => client.connect()))
  const rows = (await clients[0].query(FLOOR_QUERY, [20])).rowCount
  if (rows !== 20) throw new Error(`The floor query found ${rows} public listings, not 20`)
  return {
    run: async (seconds: number): Promise<FloorRun> => {
      const latencies: number[] = []
      const deadline = performance.now() + seconds * 1000
      const started = performance.now()
      await Promise.all(
        clients.map(async (client) => {
          while (performance.now() < deadline) {
            const begun = performance.now()
            await client.query(FLOOR_QUERY, [20])
            latencies.push(performance.now() - begun)
          }
        }),
      )
      return { latencies, seconds: (performance.now() - started) / 1000 }
    },
    close: () => Promise.all(clients.map((client) => client.end())),
  }
}
