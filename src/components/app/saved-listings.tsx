import Image from 'next/image'
import { getTranslations } from 'next-intl/server'

import formStyles from '@/components/forms/forms.module.css'
import { RemoveFavouriteButton } from '@/components/favourites/remove-favourite-button'
import { ClientMessages } from '@/components/i18n/client-messages'
import { CategoryIcon } from '@/components/icons/category-icon'
import { Link } from '@/i18n/navigation'
import type { Locale } from '@/i18n/routing'
import { formatDate } from '@/lib/format/riga-date-time'
import { formatEuro } from '@/lib/format/numbers'
import type { FavouriteNote, SavedFavourite } from '@/services/favourites/favourite-shapes'

import listStyles from './app-list.module.css'
import styles from './saved-listings.module.css'

/** The texts of the remove button, the only client leaf here. */
const CLIENT_MESSAGES = ['favourites.heart.failed', 'favourites.page.remove', 'favourites.page.removeListing', 'favourites.page.removing']

type Props = { favourites: SavedFavourite[]; locale: Locale }

/**
 * The listings the user saved, each as the public sees it now (a link to its page, price,
 * sector and place) or, when the public no longer sees it, its title alone; with what changed
 * since it was saved and a way to remove it. A section of its own, so the saved-listings screen
 * can hold others beside it.
 */
export async function SavedListings({ favourites, locale }: Props) {
  const t = await getTranslations({ locale, namespace: 'favourites.page' })
  const priceOnRequest = (await getTranslations({ locale, namespace: 'listings' }))('priceOnRequest')
  const price = (amount: number | null) => (amount === null ? priceOnRequest : formatEuro(amount, locale))

  const noteOf = (note: FavouriteNote): { text: string; tone: 'hidden' | 'expired' | 'up' | 'down' } => {
    if (note.kind !== 'priceChanged') return { text: t(note.kind), tone: note.kind }
    const values = { from: price(note.from), to: price(note.to) }
    if (note.from === null || note.to === null) return { text: t('priceChanged', values), tone: 'up' }
    return note.to > note.from ? { text: t('priceUp', values), tone: 'up' } : { text: t('priceDown', values), tone: 'down' }
  }

  return (
    <section className={styles.section} aria-labelledby="saved-listings-title">
      <h2 id="saved-listings-title" className={styles.heading}>
        {t('listingsTitle')}
      </h2>
      {favourites.length === 0 ? (
        <div className={styles.empty}>
          <p className={styles.emptyTitle}>{t('empty')}</p>
          <p>{t('emptyText')}</p>
          <Link href="/bizness" className={formStyles.button}>
            {t('browse')}
          </Link>
        </div>
      ) : (
        <ClientMessages namespaces={CLIENT_MESSAGES}>
          <ul className={listStyles.list}>
            {favourites.map(({ listing_id, title, saved_at, note, listing }) => {
              const noted = note && noteOf(note)
              const where = listing && [listing.category.title, listing.location?.title].filter(Boolean).join(' · ')
              return (
                <li key={listing_id} className={styles.item} data-listing-id={listing_id}>
                  <div className={styles.thumb}>
                    {listing?.image ? (
                      <Image src={listing.image} alt="" fill sizes="112px" className={styles.image} />
                    ) : (
                      <CategoryIcon name={null} size={28} />
                    )}
                  </div>
                  <div className={styles.main}>
                    <h3 className={styles.title}>{listing ? <Link href={`/bizness/${listing.slug}`}>{title}</Link> : title}</h3>
                    {listing && (
                      <p className={styles.facts}>
                        <span className={styles.price}>{price(listing.price)}</span>
                        {where && <span>{where}</span>}
                      </p>
                    )}
                    {noted && <p className={`${styles.note} ${styles[noted.tone]}`}>{noted.text}</p>}
                    <p className={styles.savedOn}>{t('savedOn', { date: formatDate(saved_at) })}</p>
                  </div>
                  <div className={styles.actions}>
                    <RemoveFavouriteButton listingId={listing_id} title={title} />
                  </div>
                </li>
              )
            })}
          </ul>
        </ClientMessages>
      )}
    </section>
  )
}
