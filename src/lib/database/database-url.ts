/** The PostgreSQL connection string; the launcher sets it when it starts the embedded database. */
export function databaseUrl(): string {
  const url = process.env.DATABASE_URL?.trim()
  if (url) return url
  // `next build` loads the config but renders no data; a build never needs a database.
  if (process.env.NEXT_PHASE === 'phase-production-build') return 'postgres://build@127.0.0.1:1/no-database-at-build'
  throw new Error(
    'DATABASE_URL is not set. Start Bizness with `npm run dev` (it starts an embedded PostgreSQL ' +
      'for you), or set DATABASE_URL=postgres://user:password@host:5432/database.',
  )
}
