import { type Fault, pause } from './fault'

/** How long each half of the outage lasts (BENCH_MAIL_DOWN_S, default 8). */
const HALF_MS = Number(process.env.BENCH_MAIL_DOWN_S || 8) * 1000

/** The mail server is down: first nothing listens (connections refused), then it accepts connections and never answers. */
export const mailDown: Fault = {
  name: `mail server down (${HALF_MS / 1000} s refusing, then ${HALF_MS / 1000} s hanging)`,
  inflict: async ({ mail, log }) => {
    await mail.refuse()
    log('SMTP refuses connections')
    await pause(HALF_MS)
    await mail.hang()
    log('SMTP accepts connections and never answers')
    await pause(HALF_MS)
    await mail.accept()
    log('SMTP answers again')
  },
}
