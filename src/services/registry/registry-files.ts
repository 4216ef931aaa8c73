/*
 * The open-data files the import reads, as data.gov.lv publishes them: the Register of
 * Enterprises' register and annual reports (notes/register-open-data.md), and the state's risk
 * files, the register's proceedings and restrictions and the State Revenue Service's (VID)
 * suspensions, rating and taxes (notes/state-open-data.md). Each file once: its name, where to
 * download it, its separator and its header as published. The import finds columns by name.
 */

const DATASET = 'https://data.gov.lv/dati/dataset'
const REGISTER_DATASET = '4de9697f-850b-45ec-8bba-61fa09ce932f'
const REPORTS_DATASET = '8d31b878-536a-44aa-a013-8bc6b669d477'

/** A CKAN download address: the dataset's and resource's ids (CKAN ignores the file name). */
const download = (dataset: string, resource: string, name: string) => `${DATASET}/${dataset}/resource/${resource}/download/${name}`

/** The register's own files are `;`-separated; VID's use `,`, every field quoted. */
const UR = ';'
const VID = ','

export const REGISTRY_FILES = {
  register: {
    name: 'register.csv',
    url: download(REGISTER_DATASET, '25e80bf3-f107-4ab4-89ef-251b5b9374e9', 'register.csv'),
    delimiter: UR,
  },
  statements: {
    name: 'financial_statements.csv',
    url: download(REPORTS_DATASET, '27fcc5ec-c63b-4bfd-bb08-01f073a52d04', 'financial_statements.csv'),
    delimiter: UR,
  },
  income: {
    name: 'income_statements.csv',
    url: download(REPORTS_DATASET, 'd5fd17ef-d32e-40cb-8399-82b780095af0', 'income_statements.csv'),
    delimiter: UR,
  },
  balance: {
    name: 'balance_sheets.csv',
    url: download(REPORTS_DATASET, '50ef4f26-f410-4007-b296-22043ca3dc43', 'balance_sheets.csv'),
    delimiter: UR,
  },
  insolvency: {
    name: 'insolvency_legal_person_proceeding.csv',
    url: download('bb54838d-9365-4f76-8513-804f4efa8ab6', '8065ad80-1a4d-4afb-b1d1-d93b9a62b1cc', 'insolvency_legal_person_proceeding.csv'),
    delimiter: UR,
  },
  liquidations: {
    name: 'liquidations.csv',
    url: download('09047585-e67a-46c6-8ee8-575987efdef0', '59e7ec49-f1c6-4410-8ee6-e7737ac5eaee', 'liquidations.csv'),
    delimiter: UR,
  },
  suspensions: {
    name: 'suspensions_prohibitions.csv',
    url: download('c35c2fce-0014-4664-957f-b71c2f56acae', '1a077ff6-4c4e-4cfe-b603-b7e40851e8a9', 'suspensions_prohibitions.csv'),
    delimiter: UR,
  },
  securing: {
    name: 'securing_measures.csv',
    url: download('b4684b24-3dd2-475e-9502-48cc91b00776', 'a572e7a4-b23d-44b7-93d8-d09fc47729dd', 'securing_measures.csv'),
    delimiter: UR,
  },
  vidSuspensions: {
    name: 'pdb_saimndarbibaaptureta_odata.csv',
    url: download('fd2fffaf-3ff4-43a9-8e04-09f258bca463', '074fe277-64a8-47ea-a9f6-12aee57c8964', 'pdb_saimndarbibaaptureta_odata.csv'),
    delimiter: VID,
  },
  rating: {
    name: 'reitings_uznemumi.csv',
    url: download('41481e3e-630f-4b73-b02e-a415d27896db', 'acd4c6f9-5123-46a5-80f6-1f44b4517f58', 'reitings_uznemumi.csv'),
    delimiter: VID,
  },
  quarterly: {
    name: 'pdb_samaksato_nodoklu_kopsummas_cet.csv',
    url: download(
      '364f3fa8-916f-48fe-9c81-12f13adb35f3',
      '9117ca92-7858-41cc-8c78-d5241ae5fcec',
      'pdb_samaksato_nodoklu_kopsummas_cet.csv',
    ),
    delimiter: VID,
  },
  yearly: {
    name: 'pdb_nm_komersantu_samaksato_nodoklu_kopsumas_odata.csv',
    url: download(
      '5ed74664-b49d-4b28-aacb-040931646e9b',
      'a42d6e8c-1768-4939-ba9b-7700d4f1dd3a',
      'pdb_nm_komersantu_samaksato_nodoklu_kopsumas_odata.csv',
    ),
    delimiter: VID,
  },
} as const

export type RegistryFileKey = keyof typeof REGISTRY_FILES

/** The register and its annual reports: loaded all or nothing, as the import always has. */
export const REGISTER_FILE_KEYS = ['register', 'statements', 'income', 'balance'] as const
export type RegisterFileKey = (typeof REGISTER_FILE_KEYS)[number]

/** The state's risk files: each loads on its own, so one missing or malformed stops only itself. */
export type StateFileKey = Exclude<RegistryFileKey, RegisterFileKey>

/** The files' headers in full, as published: the sample files are written with them. */
export const REGISTRY_HEADERS: Record<RegistryFileKey, readonly string[]> = {
  register: [
    'regcode',
    'sepa',
    'name',
    'name_before_quotes',
    'name_in_quotes',
    'name_after_quotes',
    'without_quotes',
    'regtype',
    'regtype_text',
    'type',
    'type_text',
    'registered',
    'terminated',
    'closed',
    'address',
    'index',
    'addressid',
    'region',
    'city',
    'atvk',
    'reregistration_term',
  ],
  statements: [
    'id',
    'file_id',
    'legal_entity_registration_number',
    'source_schema',
    'source_type',
    'year',
    'year_started_on',
    'year_ended_on',
    'employees',
    'rounded_to_nearest',
    'currency',
    'created_at',
  ],
  income: [
    'statement_id',
    'file_id',
    'net_turnover',
    'by_nature_inventory_change',
    'by_nature_long_term_investment_expenses',
    'by_nature_other_operating_revenues',
    'by_nature_material_expenses',
    'by_nature_labour_expenses',
    'by_nature_depreciation_expenses',
    'by_function_cost_of_goods_sold',
    'by_function_gross_profit',
    'by_function_selling_expenses',
    'by_function_administrative_expenses',
    'by_function_other_operating_revenues',
    'other_operating_expenses',
    'equity_investment_earnings',
    'other_long_term_investment_earnings',
    'other_interest_revenues',
    'investment_fair_value_adjustments',
    'interest_expenses',
    'extra_revenues',
    'extra_expenses',
    'income_before_income_taxes',
    'provision_for_income_taxes',
    'income_after_income_taxes',
    'other_taxes',
    'extra_dividends',
    'net_income',
  ],
  balance: [
    'statement_id',
    'file_id',
    'cash',
    'marketable_securities',
    'accounts_receivable',
    'inventories',
    'total_current_assets',
    'investments',
    'fixed_assets',
    'intangible_assets',
    'total_non_current_assets',
    'total_assets',
    'future_housing_repairs_payments',
    'current_liabilities',
    'non_current_liabilities',
    'provisions',
    'equity',
    'total_equities',
  ],
  // The state's files: the columns seen in public loaders (notes/state-open-data.md); their order is unconfirmed.
  insolvency: [
    'proceeding_id',
    'debtor_name',
    'debtor_registration_number',
    'debtor_cleaned_name',
    'proceeding_started_on',
    'proceeding_ended_on',
    'proceeding_form',
    'proceeding_type',
    'proceeding_subtype',
    'proceeding_resolution_type',
    'proceeding_resolution_name',
    'entry_created_on',
    'court_case_initial_number',
    'court_code',
    'court_name',
    'legislation_number',
    'legislation_version',
    'creditor_applications_deadline_date',
  ],
  liquidations: [
    'legal_entity_registration_number',
    'liquidation_type',
    'liquidation_type_text',
    'date_from',
    'grounds_for_liquidation',
    'registered_on',
    'last_modified_at',
  ],
  suspensions: ['legal_entity_registration_number', 'suspension_code', 'suspension_code_text', 'date_from', 'ground_for'],
  securing: [
    'legal_entity_registration_number',
    'securing_measure_type',
    'securing_measure_type_text',
    'date_from',
    'case_number',
    'type_details',
    'institution_name',
    'institution_identifier',
    'institution_registration_number',
  ],
  vidSuspensions: [
    'Registracijas_kods',
    'Nosaukums',
    'Lemuma_datums',
    'Aizliegts_veikt_darijumus_no',
    'Aizliegts_veikt_darijumus_lidz',
    'Lemuma_par_atjaunosanu_datums',
  ],
  rating: ['Registracijas_kods', 'Nosaukums', 'Reitings', 'Skaidrojums', 'Informacijas_atjaunosanas_datums'],
  quarterly: [
    'Registracijas_kods',
    'Nosaukums',
    'Taksacijas_gads_ceturksnis',
    'Samaksato_VID_administreto_nodoklu_kopsumma_tukst_EUR',
    'Taja_skaita_PVN_iemaksa',
    'Taja_skaita_PVN_atmaksa',
    'Taja_skaita_IIN_summa',
    'Taja_skaita_VSAOI_summa',
    'Videjais_nodarbinato_personu_skaits_cilv',
  ],
  yearly: [
    'Registracijas_kods',
    'Nosaukums',
    'Taksacijas_gads',
    'Uznemejdarbibas_forma',
    'Pamatdarbibas_NACE_kods',
    'Juridiska_adrese_ATVK_kods',
    'Juridiska_adrese_ATVK_nosaukums',
    'Samaksato_VID_administreto_nodoklu_kopsumma_tukst_EUR',
    'Taja_skaita_IIN',
    'Taja_skaita_VSAOI',
    'Videjais_nodarbinato_personu_skaits_cilv',
  ],
}

/** 1 EUR = 0.702804 LVL, the fixed rate of the euro's adoption; reports for years ended before 2014 are in lats. */
export const LVL_PER_EUR = 0.702804
