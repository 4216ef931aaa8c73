import type { ServerProps } from 'payload'

import { translate } from '@/i18n/translate'
import { formatCount } from '@/lib/format/numbers'
import { hasRole } from '@/lib/account/roles'
import { attentionCounts, type AttentionItem } from '@/services/moderation/attention'

/** The list's filter in the query string Payload's list view reads: where[field][operator]=value. */
const listQuery = (where: AttentionItem['filter']) =>
  new URLSearchParams([[`where[${where.field}][${where.operator}]`, where.value]]).toString()

/** Above the panel's dashboard: what moderators and admins should look at, each linking to its list. */
export async function AttentionDashboard({ payload, user, i18n }: ServerProps) {
  if (!hasRole(user, 'admin', 'moderator')) return null
  const language = i18n.language === 'en' ? 'en' : 'lv'
  const t = (key: string) => translate(language, `admin.dashboard.${key}`)
  const items = (await attentionCounts(payload)).filter((item) => !item.adminOnly || hasRole(user, 'admin'))
  const adminRoute = payload.config.routes.admin

  return (
    <section aria-labelledby="attention-title" style={{ marginBottom: 'calc(var(--base) * 2)' }}>
      <h2 id="attention-title" style={{ marginBottom: 'var(--base)' }}>
        {t('title')}
      </h2>
      <ul
        style={{
          display: 'grid',
          gridTemplateColumns: 'repeat(auto-fill, minmax(14rem, 1fr))',
          gap: 'var(--base)',
          listStyle: 'none',
          margin: 0,
          padding: 0,
        }}
      >
        {items.map((item) => (
          <li key={item.key}>
            <a
              href={`${adminRoute}/collections/${item.collection}?${listQuery(item.filter)}`}
              data-testid={`attention-${item.key}`}
              aria-label={`${t(item.key)}: ${item.count}. ${t('open')}`}
              style={{
                display: 'block',
                padding: 'var(--base)',
                border: '1px solid var(--theme-elevation-150)',
                borderRadius: 'var(--style-radius-m)',
                background: 'var(--theme-elevation-50)',
                color: 'inherit',
                textDecoration: 'none',
              }}
            >
              <strong style={{ display: 'block', fontSize: '2rem', lineHeight: 1.2 }}>{formatCount(item.count, language)}</strong>
              <span>{t(item.key)}</span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  )
}
