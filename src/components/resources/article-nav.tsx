'use client'

import { type MouseEvent, useEffect, useId, useState } from 'react'

import styles from './article-nav.module.css'

/** An article counts as the one being read once its top is within this distance of the viewport top. */
const SPY_THRESHOLD_PX = 50

/** `lang`: the title's language where it is not the page's (an untranslated article's Latvian title). */
type Item = { id: string; title: string; lang?: string }

/** The article being read: the last one whose top passed the threshold, the last one at the page's end. */
function currentArticle(ids: string[]): string | undefined {
  const atBottom = window.innerHeight + window.scrollY >= document.documentElement.scrollHeight - 2
  if (atBottom) return ids.at(-1)
  let current = ids[0]
  for (const id of ids) {
    const top = document.getElementById(id)?.getBoundingClientRect().top
    if (top !== undefined && top <= SPY_THRESHOLD_PX) current = id
  }
  return current
}

/**
 * The resources sidebar: highlights the article in view (scroll-spy) and scrolls smoothly to an
 * article on click. The 40 px landing offset is the articles' scroll-margin-top in CSS, so links
 * opened from elsewhere land the same way.
 */
export function ArticleNav({ items, label }: { items: Item[]; label: string }) {
  const [current, setCurrent] = useState<string | undefined>(items[0]?.id)
  const headingId = useId()

  useEffect(() => {
    const ids = items.map((item) => item.id)
    let frame = 0
    const update = () => {
      cancelAnimationFrame(frame)
      frame = requestAnimationFrame(() => setCurrent(currentArticle(ids)))
    }
    update()
    window.addEventListener('scroll', update, { passive: true })
    window.addEventListener('resize', update)
    return () => {
      cancelAnimationFrame(frame)
      window.removeEventListener('scroll', update)
      window.removeEventListener('resize', update)
    }
  }, [items])

  const go = (event: MouseEvent<HTMLAnchorElement>, id: string) => {
    const target = document.getElementById(id)
    if (!target) return
    event.preventDefault()
    const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches
    target.scrollIntoView({ behavior: reduceMotion ? 'auto' : 'smooth', block: 'start' })
    history.pushState(history.state, '', `#${id}`)
    // Keyboard and screen-reader users continue reading at the article, not back at the list.
    target.focus({ preventScroll: true })
  }

  return (
    <nav aria-labelledby={headingId} className={styles.nav}>
      <p id={headingId} className={styles.heading}>
        {label}
      </p>
      <ol className={styles.list}>
        {items.map((item) => (
          <li key={item.id}>
            <a
              href={`#${item.id}`}
              onClick={(event) => go(event, item.id)}
              aria-current={item.id === current ? 'location' : undefined}
              className={styles.link}
              lang={item.lang}
            >
              {item.title}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  )
}
