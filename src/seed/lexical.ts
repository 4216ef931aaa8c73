import type { Article } from '@/payload-types'

/** Lexical editor state as @payloadcms/richtext-lexical stores it. */
export type RichText = Article['content']
type LexicalNode = RichText['root']['children'][number]

const IS_BOLD = 1

const textNode = (text: string, format = 0): LexicalNode => ({
  type: 'text',
  text,
  format,
  detail: 0,
  mode: 'normal',
  style: '',
  version: 1,
})

/** Text with **bold** runs. */
const formatted = (source: string): LexicalNode[] =>
  source
    .split('**')
    .map((part, i) => (part ? textNode(part, i % 2 === 1 ? IS_BOLD : 0) : undefined))
    .filter((node): node is LexicalNode => node !== undefined)

/** A link to a page of the site by its path, as the editor's "custom URL" link stores it. */
const link = (text: string, url: string): LexicalNode => ({
  type: 'link',
  children: formatted(text),
  direction: 'ltr',
  format: '',
  indent: 0,
  version: 3,
  fields: { linkType: 'custom', url, newTab: false },
})

/** Text with **bold** runs and [links](/path), the only inline formatting the seed texts need. */
const inline = (source: string): LexicalNode[] =>
  source.split(/(\[[^\]]+\]\([^)]+\))/).flatMap((part) => {
    const match = /^\[([^\]]+)\]\(([^)]+)\)$/.exec(part)
    return match ? [link(match[1], match[2])] : formatted(part)
  })

const element = (type: string, children: LexicalNode[], extra: Record<string, unknown> = {}): LexicalNode => ({
  type,
  children,
  direction: 'ltr',
  format: '',
  indent: 0,
  version: 1,
  ...extra,
})

export const heading = (text: string, tag: 'h2' | 'h3' = 'h2') => element('heading', inline(text), { tag })

export const paragraph = (text: string) => element('paragraph', inline(text), { textFormat: 0, textStyle: '' })

const list = (listType: 'bullet' | 'number', items: string[]) =>
  element(
    'list',
    items.map((item, i) => element('listitem', inline(item), { value: i + 1 })),
    { listType, tag: listType === 'bullet' ? 'ul' : 'ol', start: 1 },
  )

export const bulletList = (items: string[]) => list('bullet', items)

export const numberedList = (items: string[]) => list('number', items)

export const richText = (...children: LexicalNode[]): RichText => ({
  root: { type: 'root', children, direction: 'ltr', format: '', indent: 0, version: 1 },
})
