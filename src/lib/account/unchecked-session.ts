import type { Payload } from 'payload'

import { databasePool } from '@/lib/database/pool'
import { isDatabaseAway } from '@/lib/database/away'

import { afterSessionCheck } from './after-session-check'

/*
 * The headers of requests whose session could not be checked, as Payload handed them to its
 * strategies. Next compiles instrumentation (which starts Payload, and so wraps its strategy)
 * apart from the pages that ask, each with its own copy of this module: the set is kept under a
 * global symbol, so all copies share it.
 */
const UNCHECKED = Symbol.for('bizness.unchecked-sessions')
const unchecked = ((globalThis as Record<symbol, WeakSet<Headers> | undefined>)[UNCHECKED] ??= new WeakSet<Headers>())

/**
 * Whether the request with these headers carries a session that could not be checked because
 * the database is away: it is neither signed in nor anonymous, and may only be answered 503.
 */
export const sessionUnchecked = (headers: Headers): boolean => unchecked.has(headers)

const carriesSession = (headers: Headers, payload: Payload) =>
  /^(JWT|Bearer) /.test(headers.get('authorization') ?? '') ||
  new RegExp(`(?:^|;\\s*)${payload.config.cookiePrefix}-token=`).test(headers.get('cookie') ?? '')

async function databaseAnswers(payload: Payload): Promise<boolean> {
  try {
    await databasePool(payload).query('SELECT 1')
    return true
  } catch (error) {
    return !isDatabaseAway(error)
  }
}

/**
 * Payload's session check (its `local-jwt` strategy) answers "nobody" for any failure, so a
 * signed-in seller whose user cannot be read while the database restarts would be treated as a
 * visitor: refused 401 and sent to the login page. Here a request that carried a session and
 * came out with no user asks the database once more; when it is away, the headers are marked
 * (sessionUnchecked) and every route and page refuses the request as unavailable instead.
 */
export function checkSessionsCarefully(payload: Payload): void {
  afterSessionCheck(payload, async (result, args) => {
    if (!result.user && carriesSession(args.headers, args.payload) && !(await databaseAnswers(args.payload))) {
      unchecked.add(args.headers)
    }
  })
}
