import { Field } from './field'

type Props = {
  /** The field names the form sends: `password`/`password_confirm` or `new_password`/`new_password_confirm`. */
  name: string
  confirmName: string
  label: string
  confirmLabel: string
  hint: string
  errors: Partial<Record<string, string>>
}

/** A new password and its repetition, as every form that sets one asks for them. */
export function NewPasswordFields({ name, confirmName, label, confirmLabel, hint, errors }: Props) {
  return (
    <>
      <Field name={name} type="password" label={label} autoComplete="new-password" hint={hint} error={errors[name]} />
      <Field name={confirmName} type="password" label={confirmLabel} autoComplete="new-password" error={errors[confirmName]} />
    </>
  )
}
