'use client'

import { useEffect } from 'react'

/**
 * Tells the server that this listing's page was seen, for its seller's statistics: the page
 * itself comes from a shared cache (Varnish), so only the browser knows. A beacon survives the
 * visitor leaving at once and never holds the page up; its answer is not read.
 */
export function ViewBeacon({ slug }: { slug: string }) {
  useEffect(() => {
    navigator.sendBeacon?.(`/api/listing/view/${encodeURIComponent(slug)}`)
  }, [slug])
  return null
}
