import { MigrateDownArgs, MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/*
 * The state's risk files (src/services/registry/state-tables.ts): a table per file with the
 * columns the import keeps (text, as published; the names of people and free-text grounds never
 * reach them), each indexed by its registration number, so the red flags read before the first
 * import finds them empty. An import swaps fresh tables in for these; the quarterly taxes are
 * kept instead, every quarter ever imported, typed, in registry_tax_quarters.
 */

const code = (column: string) => `(nullif(btrim("${column}", ''' '), ''))`

const TABLES: [table: string, key: string, columns: string[]][] = [
  [
    'registry_insolvency',
    'debtor_registration_number',
    ['proceeding_id', 'debtor_registration_number', 'proceeding_started_on', 'proceeding_ended_on', 'proceeding_form'],
  ],
  ['registry_liquidations', 'legal_entity_registration_number', ['legal_entity_registration_number', 'liquidation_type', 'date_from']],
  ['registry_suspensions', 'legal_entity_registration_number', ['legal_entity_registration_number', 'suspension_code', 'date_from']],
  [
    'registry_securing_measures',
    'legal_entity_registration_number',
    ['legal_entity_registration_number', 'securing_measure_type', 'date_from'],
  ],
  [
    'registry_vid_suspensions',
    'Registracijas_kods',
    [
      'Registracijas_kods',
      'Lemuma_datums',
      'Aizliegts_veikt_darijumus_no',
      'Aizliegts_veikt_darijumus_lidz',
      'Lemuma_par_atjaunosanu_datums',
    ],
  ],
  ['registry_vid_rating', 'Registracijas_kods', ['Registracijas_kods', 'Reitings', 'Informacijas_atjaunosanas_datums']],
  [
    'registry_vid_tax_years',
    'Registracijas_kods',
    ['Registracijas_kods', 'Taksacijas_gads', 'Samaksato_VID_administreto_nodoklu_kopsumma_tukst_EUR', 'Videjais_nodarbinato_personu_skaits_cilv'],
  ],
]

export async function up({ db }: MigrateUpArgs): Promise<void> {
  for (const [table, key, columns] of TABLES) {
    await db.execute(sql.raw(`CREATE TABLE ${table} (${columns.map((column) => `"${column}" text`).join(', ')})`))
    await db.execute(sql.raw(`CREATE INDEX ${table}_key ON ${table} (${code(key)})`))
  }
  await db.execute(sql`
  CREATE TABLE registry_tax_quarters (
    regcode text NOT NULL,
    year integer NOT NULL,
    quarter integer NOT NULL,
    taxes numeric,
    employees numeric
  );
  CREATE INDEX registry_tax_quarters_key ON registry_tax_quarters (regcode, year, quarter);
  CREATE INDEX registry_tax_quarters_period ON registry_tax_quarters (year, quarter);`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql.raw(`DROP TABLE registry_tax_quarters, ${TABLES.map(([table]) => table).join(', ')}`))
}
