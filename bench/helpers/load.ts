import http from 'node:http'

export type LoadResult = { requests: number; errors: number; seconds: number; rps: number; bytes: number }

/**
 * Closed-loop load on one URL: `connections` keep-alive connections, each sending its next
 * request as soon as the previous answer has been read, for `seconds`. Only 200 answers count;
 * anything else (or a socket error) is an error.
 */
export async function load(
  url: string,
  { connections, seconds, headers = {} }: { connections: number; seconds: number; headers?: Record<string, string> },
): Promise<LoadResult> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections })
  const deadline = performance.now() + seconds * 1000
  let requests = 0
  let errors = 0
  let bytes = 0

  const once = () =>
    new Promise<void>((resolve) => {
      const request = http.get(url, { agent, headers }, (response) => {
        let size = 0
        response.on('data', (chunk: Buffer) => (size += chunk.length))
        response.on('end', () => {
          if (response.statusCode === 200) {
            requests++
            bytes += size
          } else errors++
          resolve()
        })
      })
      request.on('error', () => {
        errors++
        resolve()
      })
    })

  const started = performance.now()
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (performance.now() < deadline) await once()
    }),
  )
  const elapsed = (performance.now() - started) / 1000
  agent.destroy()
  return { requests, errors, seconds: elapsed, rps: requests / elapsed, bytes }
}
