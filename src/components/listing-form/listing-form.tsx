'use client'

import { useTranslations } from 'next-intl'
import { type FormEvent, useState } from 'react'

import { Field } from '@/components/forms/field'
import { FormAlert } from '@/components/forms/form-alert'
import formStyles from '@/components/forms/forms.module.css'
import { SubmitButton } from '@/components/forms/submit-button'
import { useRouter } from '@/i18n/navigation'
import { api, ApiFailure } from '@/lib/client/api'
import { useSubmission } from '@/lib/client/use-submission'
import { clampShare } from '@/lib/listing-form/figures'
import { ALLOWED_FORMATS, checkListingFile, type FileSlot, MAX_UPLOAD_MB } from '@/lib/listing-form/files'
import { digitsOf, LISTING_LIMITS } from '@/lib/listing-form/limits'
import { REGISTRATION_NUMBER_LENGTH } from '@/lib/registration-number'

import { CheckField } from './check-field'
import { FigureInput } from './figure-input'
import { FileDrop, type ShownFile } from './file-drop'
import styles from './listing-form.module.css'
import { SelectField } from './select-field'
import { ShareInput } from './share-input'
import { TextareaField } from './textarea-field'

/** The listing as the form starts from: empty when posting, the owner's view when editing. */
export type ListingFormValues = {
  id: number
  /** What the save says it was made from: a listing changed since is not overwritten. */
  version: number
  title: string
  category_id: number
  location_id: number | null
  price: number | null
  shares_to_sold: number | null
  turnover: number | null
  profit: number | null
  employees: number | null
  registration_number: string | null
  registration_number_public: boolean
  /** The public sees only the listing's public face (src/services/confidential/public-face.ts). */
  confidential: boolean
  description: string
  phone: string | null
  email: string | null
  /** The stored image's preview (card size) and the attachment's original name. */
  image: string | null
  attachment: string | null
}

type Option = { id: number; title: string }

type Props = { listing: ListingFormValues | null; categories: Option[]; locations: Option[] }

const SLOTS: FileSlot[] = ['image', 'attachment']

/** The form's "without location" choice, as the save call takes it. */
const WITHOUT_LOCATION = '0'

/** How long the success message stays before the seller's listings open. */
const SUCCESS_PAUSE_MS = 1200

const EURO_DIGITS = digitsOf(LISTING_LIMITS.euros)
/** Eleven digits, with room for the spaces people type between groups. */
const REGISTRATION_NUMBER_INPUT_LENGTH = REGISTRATION_NUMBER_LENGTH + 3
const EMPLOYEE_DIGITS = digitsOf(LISTING_LIMITS.employees)

/**
 * The listing form, one screen for posting and editing (docs/product.md#listing-form). Its inputs carry the
 * save call's field names, so the form itself is the multipart body of POST
 * /api/listing/create; the chosen files are added under the field their type decides, and a
 * removed stored file as remove_image / remove_attachment.
 */
export function ListingForm({ listing, categories, locations }: Props) {
  const t = useTranslations('listingForm')
  const versions = useTranslations('listingVersion')
  const registry = useTranslations('registry.form')
  // The server's own wording for the same refusals, so a file is refused alike before and after upload.
  const refusals = useTranslations('errors')
  const router = useRouter()
  const { submission, start, succeed, fail } = useSubmission()
  const [chosen, setChosen] = useState<Record<FileSlot, File | null>>({ image: null, attachment: null })
  const [removed, setRemoved] = useState<Record<FileSlot, boolean>>({ image: false, attachment: false })
  const [fileErrors, setFileErrors] = useState<Partial<Record<FileSlot, string>>>({})
  // The listing changed since this form was loaded: saving again would be refused the same way.
  const [outdated, setOutdated] = useState(false)
  const errors = submission.errors
  const busy = submission.status === 'progress' || submission.status === 'success'

  const stored: Record<FileSlot, ShownFile | null> = {
    image: listing?.image ? { name: t('currentImage'), previewUrl: listing.image } : null,
    attachment: listing?.attachment ? { name: listing.attachment } : null,
  }
  const shown = (slot: FileSlot): ShownFile | null => {
    const file = chosen[slot]
    if (file) return { name: file.name, file }
    return removed[slot] ? null : stored[slot]
  }

  /** A file dropped or picked on `zone`: refused there, or put where its type belongs (docs/product.md#states). */
  const onFiles = (zone: FileSlot) => (files: File[]) => {
    if (files.length === 0) return
    if (files.length > 1) return setFileErrors({ [zone]: refusals('singleFileAllowed') })
    const check = checkListingFile(files[0])
    if (!check.ok) {
      const message =
        check.problem === 'size'
          ? refusals('fileTooLarge', { max: MAX_UPLOAD_MB })
          : refusals('fileFormatNotAllowed', { extension: check.extension, formats: ALLOWED_FORMATS })
      return setFileErrors({ [zone]: message })
    }
    setChosen((current) => ({ ...current, [check.slot]: files[0] }))
    setFileErrors({})
  }

  const onRemove = (slot: FileSlot) => () => {
    if (chosen[slot]) setChosen((current) => ({ ...current, [slot]: null }))
    else setRemoved((current) => ({ ...current, [slot]: true }))
    setFileErrors({})
  }

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const body = new FormData(event.currentTarget)
    // Sent with Enter from inside the field, the share has not been clamped on leaving it yet.
    body.set('shares_to_sold', clampShare(String(body.get('shares_to_sold') ?? '')))
    // An unticked box sends nothing, which would keep the stored choice.
    body.set('registration_number_public', body.has('registration_number_public') ? '1' : '0')
    body.set('confidential', body.has('confidential') ? '1' : '0')
    for (const slot of SLOTS) {
      const file = chosen[slot]
      if (file) body.append(slot, file)
      else if (removed[slot]) body.set(`remove_${slot}`, '1')
    }
    start()
    try {
      await api('/api/listing/create', { method: 'POST', form: body })
      succeed(listing ? t('saved') : t('created'))
      setTimeout(() => router.push('/app/listing/my'), SUCCESS_PAUSE_MS)
    } catch (failure) {
      // The server's own message when it answered; anything else (no connection) is unexpected.
      fail(failure, failure instanceof ApiFailure ? undefined : t('unexpected'))
      setOutdated(failure instanceof ApiFailure && failure.status === 409)
      window.scrollTo({ top: 0 })
    }
  }

  const required = (label: string) => `${label} *`
  const figure = (name: 'price' | 'turnover' | 'profit' | 'employees', label: string) => (
    <FigureInput
      name={name}
      label={label}
      defaultValue={listing?.[name] ?? null}
      grouped={name !== 'employees'}
      maxDigits={name === 'employees' ? EMPLOYEE_DIGITS : EURO_DIGITS}
      error={errors[name]}
    />
  )

  return (
    <form className={`${formStyles.form} ${styles.form}`} onSubmit={onSubmit} noValidate aria-busy={busy}>
      <FormAlert tone={submission.status === 'success' ? 'success' : 'error'}>
        {(submission.status === 'success' || submission.status === 'error') && submission.message}
        {submission.status === 'error' && outdated && (
          <button type="button" className={`${formStyles.button} ${styles.reload}`} onClick={() => window.location.reload()}>
            {versions('reload')}
          </button>
        )}
      </FormAlert>
      {listing && <input type="hidden" name="id" value={listing.id} />}
      {listing && <input type="hidden" name="version" value={listing.version} />}

      <Field
        name="title"
        label={required(t('title'))}
        placeholder={t('titlePlaceholder')}
        defaultValue={listing?.title}
        maxLength={LISTING_LIMITS.title}
        required
        error={errors.title}
      />
      <div className={styles.row}>
        <SelectField
          name="category_id"
          label={required(t('category'))}
          defaultValue={listing ? String(listing.category_id) : ''}
          options={[
            { value: '', label: t('categoryPlaceholder') },
            ...categories.map(({ id, title }) => ({ value: String(id), label: title })),
          ]}
          required
          error={errors.category_id}
        />
        <SelectField
          name="location_id"
          label={t('location')}
          defaultValue={listing ? String(listing.location_id ?? WITHOUT_LOCATION) : ''}
          options={[
            { value: '', label: t('locationPlaceholder') },
            { value: WITHOUT_LOCATION, label: t('withoutLocation') },
            ...locations.map(({ id, title }) => ({ value: String(id), label: title })),
          ]}
          error={errors.location_id}
        />
      </div>
      <div className={styles.row}>
        {figure('price', t('price'))}
        <ShareInput label={t('shares')} defaultValue={listing?.shares_to_sold ?? null} error={errors.shares_to_sold} />
      </div>
      <div className={styles.row}>
        {figure('turnover', t('turnover'))}
        {figure('profit', t('profit'))}
      </div>
      <div className={styles.row}>{figure('employees', t('employees'))}</div>
      <div className={styles.row}>
        <Field
          name="registration_number"
          label={listing && !listing.registration_number ? registry('number') : required(registry('number'))}
          hint={registry('numberHint')}
          defaultValue={listing?.registration_number ?? ''}
          inputMode="numeric"
          autoComplete="off"
          maxLength={REGISTRATION_NUMBER_INPUT_LENGTH}
          required={!listing || Boolean(listing.registration_number)}
          error={errors.registration_number}
        />
        <CheckField
          name="registration_number_public"
          label={registry('showNumber')}
          hint={registry('showNumberHint')}
          checked={listing?.registration_number_public ?? false}
        />
      </div>
      <CheckField name="confidential" label={t('confidential')} hint={t('confidentialHint')} checked={listing?.confidential ?? false} />
      <TextareaField
        name="description"
        label={required(t('description'))}
        placeholder={t('descriptionPlaceholder')}
        defaultValue={listing?.description}
        rows={5}
        maxLength={LISTING_LIMITS.description}
        required
        error={errors.description}
      />

      <div className={styles.files}>
        <FileDrop
          slot="image"
          label={t('image')}
          hint={t('imageHint')}
          accept=".jpg,.jpeg,.png,image/jpeg,image/png"
          shown={shown('image')}
          error={fileErrors.image ?? errors.image}
          onFiles={onFiles('image')}
          onRemove={onRemove('image')}
        />
        <FileDrop
          slot="attachment"
          label={t('attachment')}
          hint={t('attachmentHint')}
          accept=".pdf,.zip,application/pdf,application/zip"
          shown={shown('attachment')}
          error={fileErrors.attachment ?? errors.attachment}
          onFiles={onFiles('attachment')}
          onRemove={onRemove('attachment')}
        />
      </div>

      <fieldset className={styles.contact} aria-describedby="contact-note">
        <legend className={styles.legend}>{t('contact')}</legend>
        <p className={styles.note} id="contact-note">
          {t('contactNote')}
        </p>
        <div className={styles.row}>
          <Field
            name="phone"
            type="tel"
            label={t('phone')}
            defaultValue={listing?.phone ?? ''}
            autoComplete="tel"
            maxLength={LISTING_LIMITS.phone}
            error={errors.phone}
          />
          <Field
            name="email"
            type="email"
            label={t('email')}
            defaultValue={listing?.email ?? ''}
            autoComplete="email"
            inputMode="email"
            error={errors.email}
          />
        </div>
      </fieldset>

      <div className={formStyles.actions}>
        <SubmitButton busy={busy} label={listing ? t('save') : t('create')} busyLabel={listing ? t('saving') : t('creating')} />
      </div>
    </form>
  )
}
