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
 * Drops from every Varnish the pages and answers tagged with any of `tags`
 * (deploy/varnish/bizness.vcl). A Varnish that cannot be reached is reported to `onFailure`: its
 * copies then live until their s-maxage ends.
 */
export async function purgeVarnish(tags: readonly string[], onFailure: (error: unknown) => void): Promise<void> {
  const urls = varnishUrls()
  if (urls.length === 0 || tags.length === 0) return
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
  if (failed) onFailure(failed.reason)
}
