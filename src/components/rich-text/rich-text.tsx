import type { DefaultNodeTypes, DefaultTypedEditorState, SerializedHeadingNode } from '@payloadcms/richtext-lexical'
import { type JSXConvertersFunction, LinkJSXConverter, RichText as LexicalRichText } from '@payloadcms/richtext-lexical/react'

import type { Locale } from '@/i18n/routing'

import { internalHref } from './internal-href'
import styles from './rich-text.module.css'

type HeadingTag = SerializedHeadingNode['tag']

/** Moves a heading `by` levels down (h2 → h3), so text under a page's own h2 keeps the outline. */
const demote = (tag: HeadingTag, by: number): HeadingTag => `h${Math.min(Number(tag.slice(1)) + by, 6)}` as HeadingTag

/**
 * Editors' Lexical text rendered on the server (no client JavaScript). Internal links go to the
 * target's page in the reader's language; headingOffset demotes the text's headings; `lang` names
 * the text's language where it is not the page's (the Latvian original of an untranslated text).
 */
export function RichText({
  data,
  locale,
  headingOffset = 0,
  lang,
}: {
  data: DefaultTypedEditorState
  locale: Locale
  headingOffset?: number
  lang?: Locale
}) {
  const converters: JSXConvertersFunction<DefaultNodeTypes> = ({ defaultConverters }) => ({
    ...defaultConverters,
    ...LinkJSXConverter({ internalDocToHref: ({ linkNode }) => internalHref(linkNode, locale) }),
    heading: ({ node, nodesToJSX }) => {
      const Tag = demote(node.tag, headingOffset)
      return <Tag>{nodesToJSX({ nodes: node.children })}</Tag>
    },
  })
  // Payload's own container takes no lang: the same div, ours.
  return (
    <div className={styles.prose} lang={lang}>
      <LexicalRichText data={data} converters={converters} disableContainer />
    </div>
  )
}
