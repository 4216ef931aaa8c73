import { APIError, type PayloadRequest, ValidationError } from 'payload'

import { requestLocale } from '@/i18n/request-locale'
import { translate } from '@/i18n/translate'

import { MAX_PAGING, type PagingProblem } from './paging-problem'
import type { WhereProblem } from './where-problem'

// A value is quoted back so a person sees what was wrong, not reflected in full.
const shown = (value: unknown) => {
  const text = typeof value === 'string' ? value : (JSON.stringify(value) ?? String(value))
  return text.length > 40 ? `${text.slice(0, 40)}…` : text
}

/**
 * The caller's mistake, public (Payload hides the message of other errors). Named as Payload
 * names its own errors of the kind: the admin panel's list view shows no rows for a QueryError
 * instead of failing, and a NotFound is logged as information, not as a server error.
 */
class QueryInputError extends APIError {
  constructor(message: string, status: 400 | 404) {
    super(message, status, undefined, true)
    this.name = status === 404 ? 'NotFound' : 'QueryError'
  }
}

/** A 400 in the request's language. */
export const badRequest = (req: Pick<PayloadRequest, 'headers'>, key: string, vars: Record<string, string | number> = {}) =>
  new QueryInputError(translate(requestLocale(req), key, vars), 400)

export const whereError = (req: Pick<PayloadRequest, 'headers'>, problem: WhereProblem) =>
  problem.kind === 'operator'
    ? badRequest(req, 'api.query.operator', { field: problem.path, operator: problem.operator })
    : badRequest(req, `api.query.${problem.expected}`, {
        field: problem.path,
        value: shown(problem.value),
        options: (problem.options ?? []).join(', '),
      })

export const pagingError = (req: Pick<PayloadRequest, 'headers'>, problem: PagingProblem) =>
  badRequest(req, `api.query.${problem.param}`, { max: MAX_PAGING })

/** No document can have this ID: the same 404 as a missing one. */
export const notFoundError = (req: Pick<PayloadRequest, 'headers'>) =>
  new QueryInputError(translate(requestLocale(req), 'api.notFound'), 404)

type Owner = { collection?: string; global?: string }

/** A field error, as Payload reports its own validation (the admin panel shows it by the field). */
const fieldError = (req: PayloadRequest, owner: Owner, path: string, message: string) =>
  new ValidationError({ ...owner, errors: [{ path, message }], req }, req.t)

/** A relationship value no document can have. */
export const referenceError = (req: PayloadRequest, owner: Owner, path: string, value: unknown) =>
  fieldError(req, owner, path, translate(requestLocale(req), 'api.query.reference', { field: path, value: shown(value) }))

/** A text the field cannot hold (lib/text/control-characters.ts): `key` says why. */
export const textError = (req: PayloadRequest, owner: Owner, path: string, key: string) =>
  fieldError(req, owner, path, translate(requestLocale(req), key))
