import type { ReactElement } from 'react'
import { prerenderToNodeStream } from 'react-dom/static'

/**
 * The HTML of a page or a server component, rendered on the server as Next renders it (async
 * components awaited), without Next: for components that use next-intl, see next-intl-stand-in.ts.
 */
export async function renderHtml(element: ReactElement): Promise<string> {
  const { prelude } = await prerenderToNodeStream(element)
  let html = ''
  for await (const chunk of prelude) html += chunk
  return html
}
