import type { SmtpStandIn } from '../helpers/smtp-stand-in'

/** What a fault may do to the running site's parts. */
export type FaultContext = {
  /** The site's address, for a fault that sends requests of its own. */
  site: string
  database: {
    url: string
    /** PostgreSQL's fast shutdown: sessions are ended, a checkpoint is written. */
    stop: () => Promise<void>
    /** Starts it again on its port, and resolves once it accepts connections. */
    start: () => Promise<void>
  }
  /** The SMTP server the site sends its mail to. */
  mail: SmtpStandIn
  mediaDir: string
  log: (line: string) => void
}

/**
 * One row of bench/faults.ts. `inflict` does the fault to the site under load and undoes it; it
 * resolves once the cause is gone (the database is back, the mail server answers). The runner
 * measures the load before, during and after, and checks writes, mail and files at the end.
 * A new fault is one more file in bench/faults/ and one more entry in the runner's list.
 */
export type Fault = { name: string; inflict: (context: FaultContext) => Promise<void> }

export const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
