import type { Sent } from '../helpers/mixed-load'
import type { SmtpStandIn } from '../helpers/smtp-stand-in'
import type { StoredFiles } from '../helpers/stored-files'

/** What a fault may do to the running site's parts. */
export type FaultContext = {
  /** The site's address (the one server, or Varnish in front of the cluster), for a fault that sends requests of its own. */
  site: string
  database: {
    url: string
    /** PostgreSQL's fast shutdown: sessions are ended, a checkpoint is written. */
    stop: () => Promise<void>
    /** Starts it again on its port, and resolves once it accepts connections. */
    start: () => Promise<void>
  }
  /**
   * The production server a fault kills (the one server, or server A of the cluster): its own
   * address, its SIGKILL (resolving once it is gone), and its start on its port again (resolving
   * once it answers its readiness probe).
   */
  victim: { name: string; origin: string; kill: () => Promise<void>; restart: () => Promise<void> }
  /** The SMTP server the site sends its mail to. */
  mail: SmtpStandIn
  /** The site's uploaded files: on the server's disk, or in the cluster's bucket. */
  files: StoredFiles
  /** The seller of the load: their sign-in, their session cookie, and a listing form of theirs (without an id: a new listing). */
  seller: { email: string; password: string; cookie: string; form: Record<string, unknown> }
  /** The load's clock (ms since it began), for requests a fault sends and reports as its own. */
  now: () => number
  log: (line: string) => void
}

/** A request a fault sent, of a kind of its own (named in the per-fault detail). */
export type FaultSent = Omit<Sent, 'kind'> & { kind: string }

/**
 * What a fault found itself, beside what the runner measures: its own requests (counted in the
 * row with the load's), writes it lost, and the orphan files it counted in place of the
 * runner's before/after difference; `note` goes to the per-fault detail below the table.
 */
export type FaultFindings = { sent?: FaultSent[]; writesLost?: number; orphanFiles?: number; note?: string }

/**
 * One row of bench/faults.ts. `inflict` does the fault to the site under load and undoes it; it
 * resolves once the cause is gone (the database is back, the mail server answers). The runner
 * measures the load before, during and after, and checks writes, mail and files at the end.
 * A new fault is one more file in bench/faults/ and one more entry in the runner's list.
 */
export type Fault = { name: string; inflict: (context: FaultContext) => Promise<FaultFindings | void> }

export const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
