import type { DefaultTypedEditorState } from '@payloadcms/richtext-lexical'
import { getTranslations } from 'next-intl/server'

import { ClientMessages } from '@/components/i18n/client-messages'
import { fieldLang, UntranslatedNote } from '@/components/i18n/untranslated'
import { RichText } from '@/components/rich-text/rich-text'
import type { Locale } from '@/i18n/routing'
import { cachedNda } from '@/reads/content'

import { NdaAcceptance } from './nda-acceptance'
import styles from './nda.module.css'

/**
 * The NDA on a confidential listing's public face: what the seller keeps back, the NDA's text
 * (the same for everyone, so the page stays the shared public one) and, in the visitor's browser,
 * where they stand and the way to accept (NdaAcceptance asks the server for that).
 */
export async function NdaBlock({ slug, locale }: { slug: string; locale: Locale }) {
  const [t, nda] = await Promise.all([getTranslations({ locale, namespace: 'nda.block' }), cachedNda(locale)])
  return (
    <section className={styles.block} aria-labelledby="nda-title" data-testid="nda-block">
      <h2 id="nda-title" className={styles.blockTitle}>
        {t('title')}
      </h2>
      <p className={styles.blockText}>{t('intro')}</p>
      {nda.version > 0 && nda.content ? (
        <>
          <h3 className={styles.blockTitle}>{t('read')}</h3>
          <UntranslatedNote untranslated={nda.untranslated} locale={locale} />
          <div className={styles.text} tabIndex={0} aria-label={t('read')}>
            <RichText
              data={nda.content as DefaultTypedEditorState}
              locale={locale}
              headingOffset={2}
              lang={fieldLang(nda.untranslated, 'content')}
            />
          </div>
          <p className={styles.version}>{t('acceptedVersion', { version: nda.version })}</p>
          <ClientMessages namespaces={['nda.block', 'nda.accepted']}>
            <NdaAcceptance slug={slug} version={nda.version} />
          </ClientMessages>
        </>
      ) : (
        <p className={styles.blockText}>{t('empty')}</p>
      )}
    </section>
  )
}
