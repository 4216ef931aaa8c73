import config from '@payload-config'

import { restHandlers } from '@/lib/api/rest-handlers'
import { CLIENT_ADDRESS_HEADER } from '@/lib/api/visitor-address'

import { newVisitor } from './visitors'

type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE'

type Options = {
  /** A JWT from login, sent as `Authorization: JWT …`. */
  token?: string
  /** Raw cookie header, sent with a same-origin Origin header as a browser would. */
  cookie?: string
  json?: unknown
  body?: BodyInit
  headers?: Record<string, string>
}

const handlers = restHandlers(config)

const decodedSegment = (segment: string) => {
  try {
    return decodeURIComponent(segment)
  } catch {
    return segment
  }
}

export const ORIGIN = 'http://localhost:3000'

/**
 * Calls the app's /api routes in-process, exactly as Next would route a request to them:
 * same URL, same handler, same access rules, no server to start.
 */
export async function api(method: Method, url: `/api/${string}`, options: Options = {}): Promise<Response> {
  const headers = new Headers(options.headers)
  // src/entries/server.ts stamps every request with its visitor's address; a call naming none comes from a
  // new visitor, so the per-visitor limits hold up only the tests about them.
  if (!headers.has(CLIENT_ADDRESS_HEADER)) headers.set(CLIENT_ADDRESS_HEADER, newVisitor()[CLIENT_ADDRESS_HEADER])
  if (options.token) headers.set('Authorization', `JWT ${options.token}`)
  if (options.cookie) {
    headers.set('Cookie', options.cookie)
    headers.set('Origin', ORIGIN)
  }
  let body = options.body
  if (options.json !== undefined) {
    headers.set('Content-Type', 'application/json')
    body = JSON.stringify(options.json)
  }
  const request = new Request(new URL(url, ORIGIN), { method, headers, body })
  // Next hands the route its path's segments decoded (one that cannot be is refused by src/proxy.ts).
  const slug = new URL(url, ORIGIN).pathname
    .replace(/^\/api\//, '')
    .split('/')
    .filter(Boolean)
    .map(decodedSegment)
  return handlers[method](request, { params: Promise.resolve({ slug }) })
}

export async function apiJson<T = Record<string, unknown>>(
  method: Method,
  url: `/api/${string}`,
  options: Options = {},
): Promise<{ status: number; body: T }> {
  const response = await api(method, url, options)
  const text = await response.text()
  return { status: response.status, body: (text ? JSON.parse(text) : {}) as T }
}
