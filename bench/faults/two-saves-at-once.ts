import type { Fault, FaultContext, FaultSent } from './fault'

/** How many saves of one version are sent at once. */
const SAVES = 20

type Fields = { title: string; description: string }

const sellerHeaders = ({ site, seller }: FaultContext) => ({ 'content-type': 'application/json', origin: site, cookie: seller.cookie })

/** The seller's edit form as it loads (GET /api/listing/get/{id}). */
async function load(context: FaultContext, id: number) {
  const response = await fetch(`${context.site}/api/listing/get/${id}`, { headers: sellerHeaders(context) })
  if (!response.ok) throw new Error(`/api/listing/get/${id} answered ${response.status}`)
  return ((await response.json()) as { listing: Fields & { version: number } }).listing
}

/** One save of the seller's form, timed on the load's clock (status 0: no answer). */
async function save(context: FaultContext, body: Record<string, unknown>): Promise<FaultSent & { id?: number }> {
  const start = context.now()
  try {
    const response = await fetch(`${context.site}/api/listing/create`, {
      method: 'POST',
      headers: sellerHeaders(context),
      body: JSON.stringify(body),
    })
    const answer = (await response.json().catch(() => ({}))) as { id?: number }
    return { kind: 'save of one version', start, end: context.now(), status: response.status, id: answer.id }
  } catch {
    return { kind: 'save of one version', start, end: context.now(), status: 0 }
  }
}

/**
 * Twenty saves of one listing at once, each from the version the form was read at (as
 * tests/int/listing-versions.int.spec.ts does without a load): one should win, the rest be
 * refused with 409, the expected refusal, which the row counts among "other" and the detail
 * names as "save of one version 409". Writes lost is 1 when the stored title and description
 * are not exactly one submission's (a mix of two, or none of them), else 0.
 */
export const twoSavesAtOnce: Fault = {
  name: `two saves at once (${SAVES} of one version)`,
  inflict: async (context) => {
    const created = await save(context, { ...context.seller.form, title: 'Dvīņu saglabāšana' })
    if (!created.id) throw new Error(`/api/listing/create answered ${created.status} for the listing to save at once`)
    const { version } = await load(context, created.id)
    const submitted: Fields[] = Array.from({ length: SAVES }, (_, i) => ({
      title: `Vienlaicīga saglabāšana ${i}`,
      description: `Vienlaicīgas saglabāšanas apraksts numur ${i}.`,
    }))
    const sent = await Promise.all(submitted.map((fields) => save(context, { ...context.seller.form, id: created.id, version, ...fields })))
    const stored = await load(context, created.id)
    const kept = submitted.findIndex((fields) => fields.title === stored.title && fields.description === stored.description)
    const won = sent.filter((answer) => answer.status >= 200 && answer.status < 300).length
    context.log(`${won} of ${SAVES} saves answered 2xx`)
    return {
      sent: sent.map(({ kind, start, end, status }) => ({ kind, start, end, status })),
      writesLost: kept === -1 ? 1 : 0,
      note: `saves answered 2xx ${won}; stored: ${kept === -1 ? 'none of the submissions whole' : `submission ${kept} (answered ${sent[kept]!.status})`}`,
    }
  },
}
