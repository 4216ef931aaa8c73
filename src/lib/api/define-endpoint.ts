import type { Endpoint, PayloadRequest } from 'payload'
import { z } from 'zod'

import { requestLocale } from '@/i18n/request-locale'
import type { Locale } from '@/i18n/routing'
import { activeUser } from '@/lib/account/roles'
import type { User } from '@/payload-types'

import { withReadTags } from '@/lib/cache/read-tags'
import { databaseAway, unauthenticated } from '@/lib/errors/app-error'
import { sessionUnchecked } from '@/lib/account/unchecked-session'

import { REFUSES_UNCHECKED_SESSIONS } from './database-away'

import { type Input, readInput, readText, type UploadedFile } from './read-input'
import { errorResponse, json } from './respond'
import { sharedAnswerHeaders } from './shared-answer'
import { validate } from './validate'

type Method = 'get' | 'post' | 'put' | 'delete'

/** What the OpenAPI description says of one response. */
export type ResponseDoc = { description: string; schema?: z.ZodType }

export type EndpointSpec<B extends z.ZodType, P extends z.ZodType, Q extends z.ZodType, Auth extends boolean> = {
  method: Method
  /** Path under /api, with :params (e.g. /listing/get/:id). */
  path: string
  summary: string
  tag: 'listing' | 'user' | 'team' | 'payments' | 'favourites' | 'saved-searches' | 'meta'
  /** true: 401 without a signed-in, unblocked user. */
  auth: Auth
  body?: B
  params?: P
  query?: Q
  /** Form fields that may carry files (multipart), e.g. ['image', 'attachment']. */
  files?: string[]
  /** true: the body is handed over as sent (`rawBody`), unparsed, e.g. for a signature over its bytes. */
  rawBody?: boolean
  /**
   * Whether the answer to a visitor without a session is everyone's answer to the same request,
   * made only from the pages' cached reads (src/reads): shared caches then keep it
   * until a revalidation purges one of their tags (lib/api/shared-answer.ts). A function decides
   * per request (a search is read as asked and never kept).
   */
  shared?: true | ((input: { body: z.output<B>; params: z.output<P> }) => boolean)
  /**
   * The message of a 400 for invalid input, where a screen has its own (profile:
   * settings_error_message, docs/product.md#errors); by default the field's own.
   */
  invalidMessage?: string
  responses: Record<number, ResponseDoc>
  handler: (ctx: {
    req: PayloadRequest
    locale: Locale
    user: Auth extends true ? User : User | null
    body: z.output<B>
    params: z.output<P>
    query: z.output<Q>
    files: UploadedFile[]
    /** The body as sent, for calls with `rawBody`; '' otherwise. */
    rawBody: string
  }) => Promise<Response | Record<string, unknown>>
}

export type DefinedEndpoint = { endpoint: Endpoint; spec: EndpointSpec<z.ZodType, z.ZodType, z.ZodType, boolean> }

const EMPTY: Input = { fields: {}, files: [] }
const NO_BODY = z.strictObject({})

/**
 * One /api/* call: its contract (method, path, zod schemas, responses) and its handler. The
 * same spec serves the request and the OpenAPI description, so the two cannot drift apart.
 * Handlers stay thin: input is read and validated here, the work is a service call, a plain
 * object returned is sent as JSON 200, and every thrown error becomes the contract's error.
 */
export function defineEndpoint<
  B extends z.ZodType = z.ZodType,
  P extends z.ZodType = z.ZodType,
  Q extends z.ZodType = z.ZodType,
  Auth extends boolean = boolean,
>(spec: EndpointSpec<B, P, Q, Auth>): DefinedEndpoint {
  const handler = async (req: PayloadRequest): Promise<Response> => {
    try {
      const user = activeUser(req)
      // A session the database could not confirm is not "signed out": the answer would treat a seller as a stranger.
      if (!user && sessionUnchecked(req.headers)) throw databaseAway()
      if (spec.auth && !user) throw unauthenticated()
      const rawBody = spec.rawBody ? await readText(req) : ''
      // A call without a body still reads one if sent: a malformed or unexpected body is a 400.
      const input = spec.method === 'get' || spec.rawBody ? EMPTY : await readInput(req)
      const files = input.files.filter((file) => spec.files?.includes(file.field))
      const stray = input.files.find((file) => !spec.files?.includes(file.field))
      if (stray) input.fields[stray.field] = '(file)'
      const body = validate(spec.body ?? NO_BODY, input.fields, spec.invalidMessage)
      const params = spec.params ? validate(spec.params, req.routeParams ?? {}) : undefined
      // ?locale= only picks the language of messages; it is not part of any call's query.
      const rawQuery = Object.fromEntries([...(req.searchParams ?? [])].filter(([key]) => key !== 'locale'))
      const query = spec.query ? validate(spec.query, rawQuery) : undefined
      const answer = () =>
        spec.handler({
          req,
          locale: requestLocale(req),
          user: user as User,
          body: body as z.output<B>,
          params: params as z.output<P>,
          query: query as z.output<Q>,
          files,
          rawBody,
        })
      const shared = !user && (spec.shared === true || spec.shared?.({ body: body as z.output<B>, params: params as z.output<P> }) === true)
      const { result, tags } = shared ? await withReadTags(answer) : { result: await answer(), tags: [] }
      if (result instanceof Response) return result
      // An answer built from no tagged read could never be dropped by a revalidation, so it is not shared.
      return json(result, 200, tags.length > 0 ? sharedAnswerHeaders(tags) : undefined)
    } catch (error) {
      return errorResponse(error, req)
    }
  }
  return {
    endpoint: { method: spec.method, path: spec.path, handler, custom: { [REFUSES_UNCHECKED_SESSIONS]: true } },
    spec: spec as unknown as DefinedEndpoint['spec'],
  }
}
