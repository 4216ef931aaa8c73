/** The path of the newest public listing's page, found through the public API at run time. */
export async function firstListingPath(baseUrl: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/listing/index`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ limit: 1 }),
  })
  const { listings } = (await response.json()) as { listings?: { slug: string }[] }
  if (!listings?.[0]) throw new Error('The site has no public listing to measure')
  return `/bizness/${listings[0].slug}`
}
