/*
 * The Register of Enterprises' open-data files as data.gov.lv publishes them
 * (notes/register-open-data.md): their names, where to download them, and the columns the import
 * reads. Every file is `;`-separated with a header row; the import finds its columns by name.
 */

const DATASET = 'https://data.gov.lv/dati/dataset'
const REGISTER_DATASET = `${DATASET}/4de9697f-850b-45ec-8bba-61fa09ce932f`
const REPORTS_DATASET = `${DATASET}/8d31b878-536a-44aa-a013-8bc6b669d477`

export const REGISTRY_FILES = {
  register: {
    name: 'register.csv',
    url: `${REGISTER_DATASET}/resource/25e80bf3-f107-4ab4-89ef-251b5b9374e9/download/register.csv`,
  },
  statements: {
    name: 'financial_statements.csv',
    url: `${REPORTS_DATASET}/resource/27fcc5ec-c63b-4bfd-bb08-01f073a52d04/download/financial_statements.csv`,
  },
  income: {
    name: 'income_statements.csv',
    url: `${REPORTS_DATASET}/resource/d5fd17ef-d32e-40cb-8399-82b780095af0/download/income_statements.csv`,
  },
  balance: {
    name: 'balance_sheets.csv',
    url: `${REPORTS_DATASET}/resource/50ef4f26-f410-4007-b296-22043ca3dc43/download/balance_sheets.csv`,
  },
} as const

export type RegistryFileKey = keyof typeof REGISTRY_FILES

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
}

/** 1 EUR = 0.702804 LVL, the fixed rate of the euro's adoption; reports for years ended before 2014 are in lats. */
export const LVL_PER_EUR = 0.702804
