'use client'

import { failureText } from './failure-text'
import { pageLocale } from './page-locale'
import { endExpiredSession } from './session'

/** A failed call: the text to show (docs/product.md#calls) plus what the answer said in detail. */
export class ApiFailure extends Error {
  constructor(
    message: string,
    readonly status: number,
    /** Message per field at fault, where the call gives them. */
    readonly errors: Record<string, string>,
    /** The stable code of the refusal (already_invited, hit_limit …), or the login's `error` text. */
    readonly code: string | undefined,
    /** The whole answer, for the keys a screen reads besides these (the login's second step). */
    readonly body: Record<string, unknown> = {},
  ) {
    super(message)
  }
}

type CallOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE'
  /** Sent as JSON. */
  json?: unknown
  /** Sent as multipart (files). */
  form?: FormData
  /** The login call answers a wrong password with 401: that is a refusal, not an ended session. */
  login?: boolean
}

/** Messages come back in the page's language: the root layout keeps it in <html lang>. */
function withLocale(path: string): string {
  return `${path}${path.includes('?') ? '&' : '?'}locale=${pageLocale()}`
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text()
  if (!text) return null
  try {
    return JSON.parse(text)
  } catch {
    return null
  }
}

const textRecord = (value: unknown): Record<string, string> =>
  value && typeof value === 'object'
    ? Object.fromEntries(Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === 'string'))
    : {}

/**
 * Calls the site's /api/* contract from a screen. Resolves with the answer's JSON on 2xx,
 * otherwise rejects with an ApiFailure. Any 401 (except from the login call) means the
 * session is gone: the stored user is forgotten and the visitor goes to login.
 */
export async function api<T>(path: string, { method = 'GET', json, form, login = false }: CallOptions = {}): Promise<T> {
  const response = await fetch(withLocale(path), {
    method,
    credentials: 'same-origin',
    headers: { Accept: 'application/json', ...(json === undefined ? {} : { 'Content-Type': 'application/json' }) },
    body: form ?? (json === undefined ? undefined : JSON.stringify(json)),
  })
  const data = await readBody(response)
  if (response.ok) return data as T
  if (response.status === 401 && !login) endExpiredSession()
  const body = (data ?? {}) as { errors?: unknown; error?: unknown } & Record<string, unknown>
  throw new ApiFailure(
    failureText(data, response.statusText),
    response.status,
    textRecord(body.errors),
    typeof body.error === 'string' ? body.error : undefined,
    body,
  )
}
