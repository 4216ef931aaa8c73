import type { CheckboxField, FieldAccess, TextField } from 'payload'

import { registrationNumberRead } from '@/access/registrationNumberRead'
import { refusalLocale } from '@/i18n/refusal-locale'
import { translate } from '@/i18n/translate'
import { REGISTRATION_NUMBER_LENGTH, REGISTRATION_NUMBER_MESSAGES, registrationNumberProblem } from '@/lib/registration-number'

/**
 * A listing's company registration number: required on new listings (older ones get it by their
 * next renewal, src/services/listings/renew-listing.ts), eleven digits with a valid check digit
 * however it arrives (the save call, the panel, the Local API); and whether the public may see it.
 */
export function registrationNumberFields(write: { create: FieldAccess; update: FieldAccess }): [TextField, CheckboxField] {
  return [
    {
      name: 'registration_number',
      type: 'text',
      index: true,
      maxLength: REGISTRATION_NUMBER_LENGTH,
      label: { lv: 'Reģistrācijas numurs', en: 'Registration number' },
      access: { ...write, read: registrationNumberRead },
      validate: (value, { operation, previousValue, req }) => {
        const locale = refusalLocale(req)
        if (value === null || value === undefined || value === '') {
          // Required from now on: on every new listing, and a number once given stays.
          return operation === 'create' || previousValue ? translate(locale, REGISTRATION_NUMBER_MESSAGES.required) : true
        }
        // Stored as eleven bare digits: the save call takes spaces and drops them (normalRegistrationNumber).
        const text = String(value)
        const problem = /\s/.test(text) ? 'format' : registrationNumberProblem(text)
        return problem === null ? true : translate(locale, REGISTRATION_NUMBER_MESSAGES[problem])
      },
    },
    {
      name: 'registration_number_public',
      type: 'checkbox',
      defaultValue: false,
      label: { lv: 'Rādīt reģistrācijas numuru publiski', en: 'Show the registration number publicly' },
      access: write,
    },
  ]
}
