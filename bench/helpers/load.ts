import http from 'node:http'

export type LoadResult = {
  requests: number
  errors: number
  seconds: number
  rps: number
  bytes: number
  /** Milliseconds from sending each request to reading its answer's last byte, errors included. */
  latencies: number[]
}

/** One request: a URL, and for a POST its JSON body. */
export type LoadRequest = { url: string; body?: unknown }

/**
 * Sends one request on `agent` (a POST with a JSON body when it has one) and reads the whole
 * answer: its status (0 for a socket error), size and time taken.
 */
export function send(
  { url, body }: LoadRequest,
  { agent, headers = {} }: { agent?: http.Agent; headers?: Record<string, string> } = {},
): Promise<{ status: number; bytes: number; ms: number }> {
  const payload = body === undefined ? undefined : JSON.stringify(body)
  const started = performance.now()
  return new Promise((resolve) => {
    const request = http.request(
      url,
      {
        agent,
        method: payload === undefined ? 'GET' : 'POST',
        headers:
          payload === undefined
            ? headers
            : { ...headers, 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) },
      },
      (response) => {
        let size = 0
        response.on('data', (chunk: Buffer) => (size += chunk.length))
        response.on('end', () => resolve({ status: response.statusCode ?? 0, bytes: size, ms: performance.now() - started }))
      },
    )
    request.on('error', () => resolve({ status: 0, bytes: 0, ms: performance.now() - started }))
    request.end(payload)
  })
}

/**
 * Closed-loop load: `connections` keep-alive connections, each sending its next request as soon
 * as the previous answer has been read, for `seconds`. `target` is one URL, or a function that
 * picks each request (a random page, a random listing). Only 200 answers count; anything else
 * (or a socket error) is an error.
 */
export async function load(
  target: string | (() => LoadRequest),
  { connections, seconds, headers = {} }: { connections: number; seconds: number; headers?: Record<string, string> },
): Promise<LoadResult> {
  const next = typeof target === 'string' ? () => ({ url: target }) : target
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections })
  const deadline = performance.now() + seconds * 1000
  const latencies: number[] = []
  let requests = 0
  let errors = 0
  let bytes = 0

  const started = performance.now()
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (performance.now() < deadline) {
        const answer = await send(next(), { agent, headers })
        latencies.push(answer.ms)
        if (answer.status === 200) {
          requests++
          bytes += answer.bytes
        } else errors++
      }
    }),
  )
  const elapsed = (performance.now() - started) / 1000
  agent.destroy()
  return { requests, errors, seconds: elapsed, rps: requests / elapsed, bytes, latencies }
}
