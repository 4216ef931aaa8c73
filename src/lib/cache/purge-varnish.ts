/**
 * The Varnish servers in front of the site (VARNISH_URLS, comma-separated, e.g.
 * http://127.0.0.1:3000); none when the site runs alone.
 */
export const varnishUrls = () =>
  (process.env.VARNISH_URLS ?? '')
    .split(',')
    .map((url) => url.trim())
    .filter(Boolean)

/**
 * After the first purge, again: a fetch Varnish began before it (another server answering from
 * the old entry, or Next applying this request's revalidations only as the request ends) can
 * store the old answer once more.
 */
export const REPEAT_AFTER_MS = [500, 2_000]

async function purgeOnce(urls: string[], tags: readonly string[]): Promise<void> {
  const answers = await Promise.allSettled(
    urls.map((url) =>
      fetch(url, { method: 'PURGE', headers: { 'xkey-purge': tags.join(' ') }, signal: AbortSignal.timeout(2_000) }).then(
        async (response) => {
          await response.body?.cancel()
          if (!response.ok) throw new Error(`${url} answered ${response.status}`)
        },
      ),
    ),
  )
  const failed = answers.find((answer) => answer.status === 'rejected')
  if (failed) throw failed.reason
}

/**
 * Drops from every Varnish the pages and answers tagged with any of `tags`
 * (deploy/varnish/bizness.vcl), now and twice more a moment later; resolves after the first
 * purge. A Varnish that cannot be reached is reported to `onFailure`: its copies then live until
 * their s-maxage ends.
 */
export async function purgeVarnish(tags: readonly string[], onFailure: (error: unknown) => void): Promise<void> {
  const urls = varnishUrls()
  if (urls.length === 0 || tags.length === 0) return
  for (const delay of REPEAT_AFTER_MS) setTimeout(() => void purgeOnce(urls, tags).catch(onFailure), delay).unref()
  await purgeOnce(urls, tags).catch(onFailure)
}
