const SSL_REQUEST = 80877103
const GSS_REQUEST = 80877104

/** One message a client sent: its type ('Q' a simple query, 'P' a parse, 'E' an execute, …) and its body. */
export type ClientMessage = { type: string; body: Buffer }

/**
 * Reads one client connection's messages off the PostgreSQL wire protocol, chunk by chunk as
 * they arrive: a message may span chunks, so each is answered once it is whole. The startup
 * packet (and an SSL or GSS request before it) has no type byte and is passed over.
 */
export function clientMessages(): (chunk: Buffer) => ClientMessage[] {
  let pending = Buffer.alloc(0)
  let started = false
  return (chunk) => {
    pending = Buffer.concat([pending, chunk])
    const messages: ClientMessage[] = []
    for (;;) {
      if (!started) {
        if (pending.length < 8) return messages
        const length = pending.readInt32BE(0)
        if (pending.length < length) return messages
        const code = pending.readInt32BE(4)
        pending = pending.subarray(length)
        if (code !== SSL_REQUEST && code !== GSS_REQUEST) started = true
        continue
      }
      if (pending.length < 5) return messages
      const length = pending.readInt32BE(1)
      if (pending.length < length + 1) return messages
      messages.push({ type: String.fromCharCode(pending[0]), body: pending.subarray(5, length + 1) })
      pending = pending.subarray(length + 1)
    }
  }
}

/** The SQL of a simple Query, or of a Parse (the extended protocol names the statement first), else undefined. */
export function statementText({ type, body }: ClientMessage): string | undefined {
  const textFrom = (start: number) => body.toString('utf8', start, body.indexOf(0, start))
  if (type === 'Q') return textFrom(0)
  if (type === 'P') return textFrom(body.indexOf(0) + 1)
  return undefined
}
