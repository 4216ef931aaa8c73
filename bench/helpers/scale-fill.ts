import type pg from 'pg'

/*
 * Bulk demo data for bench/scale.ts: sellers and listings written with plain SQL (one INSERT …
 * SELECT over generate_series each), since the Payload API would take hours for 100 000
 * listings. The rows are complete Payload documents of today's schema. Columns are named
 * explicitly and only those: any column added later (a visibility flag a trigger keeps, say)
 * gets its default or its trigger's value, as it would for a listing saved through the app.
 */

/** How many sellers own the bulk listings; every BLOCKED_EVERY-th of them is blocked (2 %). */
const SELLERS = 200
const BLOCKED_EVERY = 50
/** Every HIDDEN_EVERY-th listing is hidden by a moderator, and as many others have expired (5 % each). */
const HIDDEN_EVERY = 20
const FEATURED_EVERY = 250
/** Bulk sellers are known by this e-mail domain, so a top-up finds the ones it made before. */
const SELLER_DOMAIN = 'scale.bizness.lv'

const FIRST_NAMES = ['Jānis', 'Laura', 'Andris', 'Ilze', 'Kārlis', 'Līga', 'Mārtiņš', 'Inese', 'Edgars', 'Dace', 'Raimonds', 'Zane']
const LAST_NAMES = ['Bērziņš', 'Kalniņa', 'Ozols', 'Liepiņa', 'Krūmiņš', 'Vītola', 'Zariņš', 'Ābele', 'Šmits', 'Kļaviņa', 'Eglītis']

const BUSINESSES = [
  'Kafejnīca',
  'Picērija',
  'Maiznīca',
  'Būvmateriālu veikals',
  'Kokapstrādes ražotne',
  'Metālapstrādes darbnīca',
  'Kravu pārvadājumu uzņēmums',
  'IT pakalpojumu uzņēmums',
  'Viesu nams',
  'Zemnieku saimniecība',
  'Būvniecības uzņēmums',
  'Skaistumkopšanas salons',
  'Grāmatvedības birojs',
  'Interneta veikals',
  'Valodu mācību centrs',
  'Autoserviss',
  'Ziedu veikals',
  'Šūšanas darbnīca',
  'Frizētava',
  'Zobārstniecības kabinets',
]
const FEATURES = [
  'ar vasaras terasi',
  'ar pastāvīgiem klientiem',
  'ar savu noliktavu',
  'ar ilgtermiņa līgumiem',
  'ar jaunām iekārtām',
  'ar īpašumā esošām telpām',
  'ar stabilu apgrozījumu',
  'ar zīmolu un mājaslapu',
  'ar pieredzējušu komandu',
  'ar eksporta klientiem',
  'pilsētas centrā',
  'pie galvenās ielas',
  'ar savu autoparku',
  'ar visām licencēm',
  'ar 15 gadu vēsturi',
]
const TOWNS = [
  'Rīgā',
  'Daugavpilī',
  'Jelgavā',
  'Jūrmalā',
  'Liepājā',
  'Rēzeknē',
  'Ventspilī',
  'Cēsīs',
  'Valmierā',
  'Siguldā',
  'Ogrē',
  'Tukumā',
  'Talsos',
  'Kuldīgā',
  'Madonā',
  'Bauskā',
  'Saldū',
  'Jēkabpilī',
  'Ādažos',
  'Ķekavā',
]
/** Ten of them: a description takes three different ones by its number (offsets 0, 3 to 5 and 7 of ten). */
const SENTENCES = [
  'Uzņēmumam nav kredītsaistību un nodokļu parādu.',
  'Telpas nomātas ar ilgtermiņa līgumu, nomas maksa ir zem tirgus cenas.',
  'Darbinieki ir gatavi turpināt darbu pie jaunā īpašnieka.',
  'Pēdējos trīs gados apgrozījums audzis par 10–15 % gadā.',
  'Iekārtas atjaunotas 2023. gadā, to vērtība iekļauta cenā.',
  'Ir sava mājaslapa, sociālo tīklu konti un pastāvīgu klientu datubāze.',
  'Pārdošanas iemesls: īpašnieks pārceļas uz ārzemēm.',
  'Pārejas periodā īpašnieks palīdzēs ar piegādātājiem un klientiem.',
  'Gada pārskati pieejami pēc konfidencialitātes līguma parakstīšanas.',
  'Iespējama daļēja samaksa ar pēcapmaksu divu gadu laikā.',
]

/** Adds the bulk sellers (role user, verified, with a seed user's password) unless a top-up finds them there. */
async function ensureSellers(client: pg.Client): Promise<void> {
  const { rows } = await client.query<{ count: string }>('SELECT count(*) FROM users WHERE email LIKE $1', [`%@${SELLER_DOMAIN}`])
  if (Number(rows[0].count) >= SELLERS) return
  await client.query(
    `WITH password AS (
       SELECT u.salt, u.hash FROM users u JOIN users_roles r ON r.parent_id = u.id AND r.value = 'user' ORDER BY u.id LIMIT 1
     ), sellers AS (
       INSERT INTO users (first_name, last_name, phone, locale, blocked, blocked_reason, blocked_reason_code, email,
                          salt, hash, _verified, login_attempts, created_at, updated_at)
       SELECT ($1::text[])[1 + g % cardinality($1::text[])], ($2::text[])[1 + (g / 7) % cardinality($2::text[])],
              '+371 2' || lpad((g * 7919 % 10000000)::text, 7, '0'), 'lv', g % $4 = 0,
              CASE WHEN g % $4 = 0 THEN 'Sludinājumos norādīti nepatiesi apgrozījuma dati.' END,
              CASE WHEN g % $4 = 0 THEN 'misleading_figures'::enum_users_blocked_reason_code END,
              'pardevejs-' || g || '@' || $5::text, password.salt, password.hash, true, 0,
              now() - interval '400 days' + g * interval '1 hour', now() - interval '400 days' + g * interval '1 hour'
       FROM generate_series(1, $3::int) g, password
       RETURNING id
     )
     INSERT INTO users_roles ("order", parent_id, value) SELECT 1, id, 'user' FROM sellers`,
    [FIRST_NAMES, LAST_NAMES, SELLERS, BLOCKED_EVERY, SELLER_DOMAIN],
  )
}

/**
 * Inserts listings numbered `from`..`to` (the number makes the slug unique and picks the words,
 * category, municipality and image in turn, so every one of them is used); figures, dates and
 * owners are random within plausible ranges.
 */
async function insertListings(client: pg.Client, from: number, to: number): Promise<void> {
  await client.query(
    `WITH cats AS (SELECT array_agg(id ORDER BY id) AS ids FROM categories),
     locs AS (SELECT array_agg(l.id ORDER BY l.id) AS ids, array_agg(t.title ORDER BY l.id) AS titles
              FROM locations l JOIN locations_locales t ON t._parent_id = l.id AND t._locale = 'lv'),
     images AS (SELECT array_agg(id ORDER BY id) AS ids FROM media),
     sellers AS (SELECT array_agg(id ORDER BY id) AS ids, array_agg(email ORDER BY id) AS emails, array_agg(phone ORDER BY id) AS phones
                 FROM users WHERE email LIKE '%@' || $7::text),
     drawn AS (
       SELECT g,
              ($1::text[])[1 + g % cardinality($1::text[])] || ' ' || ($2::text[])[1 + (g / 20) % cardinality($2::text[])] || ' '
                || ($3::text[])[1 + (g / 7) % cardinality($3::text[])] AS title,
              1 + floor(random() * cardinality(sellers.ids))::int AS seller,
              1 + g % cardinality(locs.ids) AS place,
              round(exp(ln(5000) + random() * ln(400)) / 1000) * 1000 AS price,
              now() - random() * interval '365 days' AS created
       FROM generate_series($5::int, $6::int) g, sellers, locs
     )
     INSERT INTO listings (title, slug, description, category_id, location_id, price, shares_to_sold, turnover, profit, employees,
                           image_id, phone, email, owner_id, status, moderation_reason, moderation_note, featured, expiry_date,
                           created_at, updated_at)
     SELECT d.title,
            regexp_replace(lower(translate(d.title, 'āčēģīķļņšūžĀČĒĢĪĶĻŅŠŪŽ', 'acegiklnsuzACEGIKLNSUZ')), '[^a-z0-9]+', '-', 'g') || '-' || d.g,
            format('Pārdodu %s %% daļu SIA, kas darbojas jau %s gadus. %s %s %s Atrašanās vieta: %s.',
                   share.value, 2 + d.g % 25, ($4::text[])[1 + d.g % 10], ($4::text[])[1 + (d.g + 3 + d.g / 10 % 3) % 10],
                   ($4::text[])[1 + (d.g + 7) % 10],
                   locs.titles[d.place]),
            cats.ids[1 + d.g % cardinality(cats.ids)], locs.ids[d.place], d.price, share.value,
            round(d.price * (0.6 + random() * 3.4) / 1000) * 1000, round(d.price * (-0.05 + random() * 0.5) / 100) * 100,
            1 + floor(random() ^ 2 * 120), images.ids[1 + d.g % cardinality(images.ids)],
            sellers.phones[d.seller], sellers.emails[d.seller], sellers.ids[d.seller],
            CASE WHEN d.g % $8 = 0 THEN 'hidden' ELSE 'published' END::enum_listings_status,
            CASE WHEN d.g % $8 = 0 THEN 'misleading_figures'::enum_listings_moderation_reason END,
            CASE WHEN d.g % $8 = 0 THEN 'Apgrozījums neatbilst gada pārskatam.' END,
            d.g % $9 = 0,
            CASE WHEN d.g % $8 = $8 / 2 THEN now() - (1 + random() * 60) * interval '1 day' ELSE now() + (7 + random() * 170) * interval '1 day' END,
            d.created, d.created
     FROM drawn d, cats, locs, images, sellers,
          LATERAL (SELECT (ARRAY[100, 100, 100, 100, 51, 50, 49, 34, 25, 75])[1 + d.g % 10] AS value) share`,
    [BUSINESSES, FEATURES, TOWNS, SENTENCES, from, to, SELLER_DOMAIN, HIDDEN_EVERY, FEATURED_EVERY],
  )
}

/**
 * Tops the listings table up to `total` rows (the seed's included), then vacuums and refreshes
 * the planner's statistics: what autovacuum does on a running site between bulk loads. One
 * statement inserting 90 000 listings leaves as many dead versions of the per-sector count rows.
 */
export async function fillListings(client: pg.Client, total: number): Promise<{ added: number; seconds: number }> {
  const started = performance.now()
  await ensureSellers(client)
  const { rows } = await client.query<{ count: string }>('SELECT count(*) FROM listings')
  const have = Number(rows[0].count)
  if (have < total) await insertListings(client, have + 1, total)
  await client.query('VACUUM ANALYZE')
  return { added: Math.max(0, total - have), seconds: (performance.now() - started) / 1000 }
}
