import { ESLint } from 'eslint'
import { beforeAll, describe, expect, it } from 'vitest'

/*
 * The arrows of docs/architecture.md, as `npm run lint` enforces them (eslint.config.mjs): a
 * snippet placed (virtually) in one layer imports from another, and ESLint's own Node API says
 * whether that is refused. A rule that silently stopped matching (a renamed folder, a pattern
 * typo) fails here instead of letting the layers mix unnoticed.
 */

let eslint: ESLint

beforeAll(() => {
  eslint = new ESLint({ cwd: process.cwd() })
})

/** The rules that refuse `code` if it stood at `filePath` (of this repository), by id. */
async function refusals(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath })
  return result.messages.map((message) => message.ruleId ?? message.message)
}

const importing = (from: string) => `import { thing } from '${from}'\n\nexport const used = thing\n`

const LAYER_IMPORT = ['no-restricted-imports']

describe('src/lib is the floor', () => {
  it.each(['@/services/listings/save-listing', '@/reads/listings', '@/endpoints/index', '@/components/app/settings-form', '@/app/sitemap'])(
    'refuses %s',
    async (above) => {
      expect(await refusals('src/lib/x.ts', importing(above))).toEqual(LAYER_IMPORT)
    },
  )

  it.each([
    '@/jobs/worker',
    '@/email/mail-queue',
    '@payload-config',
    '../../collections/Listings',
    '@/entries/server',
    '../../../tools/postgres/embedded',
    '../../../scripts/run',
  ])('refuses %s', async (above) => {
    expect(await refusals('src/lib/format/x.ts', importing(above))).toEqual(LAYER_IMPORT)
  })

  it('refuses a service imported when first needed', async () => {
    const code = "export const later = async () => (await import('@/services/listings/save-listing')).saveListing\n"
    expect(await refusals('src/lib/x.ts', code)).toEqual(['no-restricted-syntax'])
  })

  it('takes what lies beside it or below', async () => {
    expect(await refusals('src/lib/x.ts', importing('@/lib/errors/app-error'))).toEqual([])
    expect(await refusals('src/lib/x.ts', importing('@/i18n/routing'))).toEqual([])
  })
})

describe('src/reads sits between the domain and the screens', () => {
  it('reads services and lib', async () => {
    expect(await refusals('src/reads/x.ts', importing('@/services/listings/public/lists'))).toEqual([])
    expect(await refusals('src/reads/x.ts', importing('@/lib/cache/data-cache'))).toEqual([])
  })

  it.each(['@/endpoints/index', '@/components/app/settings-form', '@/app/sitemap', '@/lib/api/respond'])('refuses %s', async (above) => {
    expect(await refusals('src/reads/x.ts', importing(above))).toEqual(LAYER_IMPORT)
  })

  it.each(['src/services/x.ts', 'collections/x.ts', 'src/jobs/x.ts'])('is not read from the domain (%s)', async (file) => {
    expect(await refusals(file, importing('@/reads/listings'))).toEqual(LAYER_IMPORT)
  })

  it('is read by pages', async () => {
    expect(await refusals('src/app/(frontend)/[locale]/x.tsx', importing('@/reads/listings'))).toEqual([])
  })
})

describe('the domain and the screens', () => {
  it('refuses a screen, an endpoint or HTTP in a service', async () => {
    for (const above of ['@/components/app/settings-form', '@/endpoints/index', '@/lib/api/respond']) {
      expect(await refusals('src/services/x.ts', importing(above))).toEqual(LAYER_IMPORT)
    }
  })

  it('refuses an endpoint in a page', async () => {
    expect(await refusals('src/app/(frontend)/[locale]/x.tsx', importing('@/endpoints/index'))).toEqual(LAYER_IMPORT)
  })

  it('refuses server code in a client component', async () => {
    const code = `'use client'\n\n${importing('@/reads/listings')}`
    expect(await refusals('src/components/x.tsx', code)).toEqual(['bizness/client-imports-no-server'])
  })
})

describe('migrations are history', () => {
  const MIGRATION = 'src/migrations/20990101_000000_x.ts'

  it("takes Payload's own helpers", async () => {
    const code =
      "import { type MigrateUpArgs, sql } from '@payloadcms/db-postgres'\n\nexport const up = ({ db }: MigrateUpArgs) => db.execute(sql`SELECT 1`)\n"
    expect(await refusals(MIGRATION, code)).toEqual([])
  })

  it.each(['../services/registry/register-tables', '@/lib/registration-number', '../../collections/Listings', 'pg'])(
    'refuses %s',
    async (live) => {
      expect(await refusals(MIGRATION, importing(live))).toEqual(LAYER_IMPORT)
    },
  )

  it('refuses live code imported when first needed', async () => {
    const code = "export const later = async () => (await import('../services/registry/register-tables')).REGISTER_TABLES\n"
    expect(await refusals(MIGRATION, code)).toEqual(['no-restricted-syntax'])
  })

  it('lets the list of migrations import them', async () => {
    expect(await refusals('src/migrations/index.ts', importing('./20261127_040000_registry_file_tables'))).toEqual([])
  })
})
