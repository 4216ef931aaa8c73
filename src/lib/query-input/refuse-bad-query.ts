import type { CollectionBeforeOperationHook, FlattenedField, GlobalBeforeOperationHook, PayloadRequest } from 'payload'

import { idTest } from './field-rules'
import { pagingProblem } from './paging-problem'
import { badRequest, notFoundError, pagingError, referenceError, textError, whereError } from './query-messages'
import { referenceProblem } from './reference-problem'
import { textProblemIn } from './text-problem'
import { whereProblem } from './where-problem'

type QueryArgs = {
  id?: unknown
  duplicateFromID?: unknown
  where?: unknown
  data?: unknown
  page?: unknown
  limit?: unknown
  depth?: unknown
}

/**
 * Bad query input is the caller's mistake, yet Payload hands it to PostgreSQL, which fails
 * with a 500. Refused here first, in the request's language: a 400 for a where, page, limit,
 * depth, relationship value or text that does not fit, a 404 for an ID no document can have.
 * It only reads the request, so it may run before any other hook.
 */
export const refuseBadQuery: CollectionBeforeOperationHook = ({ args, collection, overrideAccess, req }) => {
  const { id, duplicateFromID, where, data } = args as QueryArgs
  const paging = pagingProblem(args as QueryArgs)
  if (paging) throw pagingError(req, paging)
  const isId = idTest(req.payload, collection.slug)
  if ([id, duplicateFromID].some((value) => value !== undefined && value !== null && !isId(value))) throw notFoundError(req)
  const context = {
    payload: req.payload,
    collectionSlug: collection.slug,
    fields: collection.flattenedFields,
    locale: req.locale ?? undefined,
  }
  const problem = whereProblem(where, { ...context, overrideAccess: Boolean(overrideAccess) })
  if (problem) throw whereError(req, problem)
  const reference = referenceProblem(req.payload, collection.flattenedFields, data)
  if (reference) throw referenceError(req, { collection: collection.slug }, reference.path, reference.value)
  refuseOddText(req, { collection: collection.slug }, collection.flattenedFields, { where, data })
  return args
}

/**
 * What comes from outside (REST, the admin panel) is held to the rule of every call: no control
 * character in a where or in data, a line in a one-line field. The server's own writes (the Local
 * API) are left as they are: a job's log may quote anything.
 */
function refuseOddText(
  req: PayloadRequest,
  owner: { collection?: string; global?: string },
  fields: FlattenedField[],
  { where, data }: QueryArgs,
) {
  if (req.payloadAPI === 'local') return
  const inWhere = textProblemIn(where)
  if (inWhere) throw badRequest(req, inWhere.key)
  const inData = textProblemIn(data, fields)
  if (inData) throw textError(req, owner, inData.path, inData.key)
}

/** The same for a global: its depth, and the relationships and text in its data. */
export const refuseBadGlobalQuery: GlobalBeforeOperationHook = ({ args, global, req }) => {
  const paging = pagingProblem(args as QueryArgs)
  if (paging) throw pagingError(req, paging)
  const reference = referenceProblem(req.payload, global.flattenedFields, (args as QueryArgs).data)
  if (reference) throw referenceError(req, { global: global.slug }, reference.path, reference.value)
  refuseOddText(req, { global: global.slug }, global.flattenedFields, args as QueryArgs)
  return args
}
