import { getTranslations } from 'next-intl/server'

import { Field } from '@/components/forms/field'
import { RedFlags } from '@/components/registry/red-flags'
import { FieldFrame } from '@/components/forms/field-frame'
import formStyles from '@/components/forms/forms.module.css'
import { getPathname } from '@/i18n/navigation'
import type { Locale } from '@/i18n/routing'
import { formatCount, formatDecimal } from '@/lib/format/numbers'
import { type ValuationParamErrors, type ValuationParams, VALUATION_FIGURES, VALUATION_PATH } from '@/lib/valuation/valuation-params'
import type { RegisterFigures } from '@/services/valuation/register-figures'

import styles from './valuation.module.css'

/** Where the results start: the form sends the visitor there, so a phone shows them at once. */
export const RESULTS_ID = 'rezultats'

type Props = {
  locale: Locale
  categories: { value: string; label: string }[]
  values: Omit<ValuationParams, 'rate'> & { rate: number }
  errors: ValuationParamErrors
  /** What the register said for the number asked about (found: null when it had nothing); null when none was asked. */
  register: { found: RegisterFigures | null } | null
}

/**
 * The calculator's figures: a plain GET form to the calculator's own address (no script needed).
 * A registration number alone is enough: the figures come back filled in from the register, with
 * the state's red flags for the company beside them, and the person may change them.
 */
export async function ValuationForm({ locale, categories, values, errors, register }: Props) {
  const t = await getTranslations({ locale, namespace: 'valuation.form' })
  const messages = await getTranslations({ locale })
  const error = (name: keyof ValuationParams) => (errors[name] ? messages(errors[name]) : undefined)
  const hints: Partial<Record<(typeof VALUATION_FIGURES)[number], string>> = { profit: t('profitHint'), equity: t('equityHint') }
  return (
    <form
      className={`${formStyles.form} ${styles.form}`}
      method="get"
      action={`${getPathname({ href: VALUATION_PATH, locale })}#${RESULTS_ID}`}
      aria-labelledby="valuation-form-title"
    >
      <h2 id="valuation-form-title" className={styles.formTitle}>
        {t('title')}
      </h2>
      <Field
        id="valuation-regcode"
        name="regcode"
        label={t('regcode')}
        hint={t('regcodeHint')}
        error={error('regcode')}
        defaultValue={values.regcode ?? ''}
        inputMode="numeric"
        autoComplete="off"
      />
      {register && (
        <p className={styles.register} role="status" data-testid="register-note">
          {register.found
            ? t('registerFound', {
                year: register.found.year,
                employees: register.found.employees === null ? '—' : formatCount(register.found.employees, locale),
              })
            : t('registerMissing')}
        </p>
      )}
      {register?.found && <RedFlags flags={register.found.flags} locale={locale} />}
      <FieldFrame id="valuation-sector" label={t('sector')}>
        {(description) => (
          <select id="valuation-sector" name="sector" defaultValue={values.sector ?? ''} className={formStyles.input} {...description}>
            <option value="">{t('sectorPlaceholder')}</option>
            {categories.map((category) => (
              <option key={category.value} value={category.value}>
                {category.label}
              </option>
            ))}
          </select>
        )}
      </FieldFrame>
      {VALUATION_FIGURES.map((name) => (
        <Field
          key={name}
          id={`valuation-${name}`}
          name={name}
          label={t(name)}
          hint={hints[name]}
          error={error(name)}
          defaultValue={values[name] ?? ''}
          inputMode={name === 'equity' ? 'text' : 'numeric'}
          autoComplete="off"
        />
      ))}
      <Field
        id="valuation-rate"
        name="rate"
        label={t('rate')}
        hint={t('rateHint')}
        error={error('rate')}
        defaultValue={formatDecimal(values.rate, locale)}
        inputMode="decimal"
        autoComplete="off"
      />
      <button type="submit" className={formStyles.button}>
        {t('submit')}
      </button>
    </form>
  )
}
