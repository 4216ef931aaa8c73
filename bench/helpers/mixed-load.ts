import crypto from 'node:crypto'
import http from 'node:http'

/** One request of the steady load: what it was, when it was sent and answered (ms since the load began), and its status (0: no answer). */
export type Sent = { kind: 'page' | 'search' | 'save' | 'signup'; start: number; end: number; status: number }

/**
 * A write and its answer; `key` names what must be stored (a listing's title, a new account's
 * e-mail). A save's `stored` is read back before the next save, the only moment its title must
 * be the listing's.
 */
export type Write = Sent & { key: string; stored?: boolean }

export type MixedLoad = {
  /** Milliseconds since the load began. */
  now: () => number
  sent: Sent[]
  writes: Write[]
  stop: () => Promise<void>
}

export type LoadPlan = {
  site: string
  /** Connections reading pages and searching, each sending its next request as soon as it has the answer. */
  readers: number
  /** Cached pages, read in turn. */
  pages: string[]
  /** Words searched for. */
  words: string[]
  /**
   * The seller's session cookie, the form of their listing (saved again and again under a new
   * title), and whether a title is the stored one (asked until the database answers).
   */
  seller: { cookie: string; form: Record<string, unknown>; holds: (title: string) => Promise<boolean> }
  /** Pause between one save (or sign-up) and the next. */
  writePauseMs: number
}

/** Addresses in 10.0.0.0/8, sent as X-Forwarded-For (the app trusts one proxy): every visitor is new to the per-address limits. */
const visitor = () => `10.${crypto.randomInt(256)}.${crypto.randomInt(256)}.${crypto.randomInt(256)}`

const unique = () => crypto.randomBytes(5).toString('hex')

/** How long a reader waits after a request that got no answer (a browser's reload is not faster). */
const NO_ANSWER_PAUSE_MS = 250

/**
 * A steady mixed load on a running site, recording every request: readers fetch cached pages
 * and search (7 in 10 pages), one seller saves their listing, one visitor after another signs
 * up. Answers are read whole; nothing is given up on, so a request held by the site shows in
 * its time; a reader whose request got no answer (a server that is down) waits a moment before
 * its next. Runs until stopped.
 */
export function startMixedLoad(plan: LoadPlan): MixedLoad {
  const agent = new http.Agent({ keepAlive: true, maxSockets: plan.readers + 2 })
  const began = performance.now()
  const now = () => performance.now() - began
  const sent: Sent[] = []
  const writes: Write[] = []
  let running = true

  const request = (kind: Sent['kind'], path: string, { body, cookie }: { body?: unknown; cookie?: string } = {}) => {
    const payload = body === undefined ? undefined : JSON.stringify(body)
    const headers: Record<string, string> = { 'accept-encoding': 'gzip', 'x-forwarded-for': visitor() }
    if (payload !== undefined)
      Object.assign(headers, { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(payload)) })
    if (cookie) Object.assign(headers, { cookie, origin: plan.site })
    const start = now()
    return new Promise<Sent>((resolve) => {
      const done = (status: number) => {
        const answer = { kind, start, end: now(), status }
        sent.push(answer)
        resolve(answer)
      }
      const req = http.request(`${plan.site}${path}`, { agent, method: payload === undefined ? 'GET' : 'POST', headers }, (res) => {
        res.on('data', () => {})
        res.on('end', () => done(res.statusCode ?? 0))
        res.on('error', () => done(0))
      })
      req.on('error', () => done(0))
      req.end(payload)
    })
  }

  const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

  const reader = async (offset: number) => {
    for (let turn = offset; running; turn++) {
      const answer =
        turn % 10 < 7
          ? await request('page', plan.pages[turn % plan.pages.length]!)
          : await request('search', '/api/listing/index', { body: { q: plan.words[turn % plan.words.length] } })
      // A refused connection comes back at once: without a pause a reader would ask a dead server thousands of times a second.
      if (answer.status === 0) await pause(NO_ANSWER_PAUSE_MS)
    }
  }

  const seller = async () => {
    for (let save = 1; running; save++) {
      const title = `${String(plan.seller.form.title)} (${save})`
      const answer = await request('save', '/api/listing/create', { body: { ...plan.seller.form, title }, cookie: plan.seller.cookie })
      const done = answer.status >= 200 && answer.status < 300
      writes.push({ ...answer, key: title, ...(done ? { stored: await plan.seller.holds(title) } : {}) })
      await pause(plan.writePauseMs)
    }
  }

  const signups = async () => {
    while (running) {
      const email = `faults-${unique()}@bench.bizness.lv`
      const password = `Parole-${unique()}`
      const body = { first_name: 'Anna', last_name: 'Bērziņa', phone: '+371 20000000', email, password, password_confirm: password }
      writes.push({ ...(await request('signup', '/api/user/signup', { body })), key: email })
      await pause(plan.writePauseMs)
    }
  }

  const loops = [...Array.from({ length: plan.readers }, (_, index) => reader(index)), seller(), signups()]
  return {
    now,
    sent,
    writes,
    stop: async () => {
      running = false
      await Promise.all(loops)
      agent.destroy()
    },
  }
}
