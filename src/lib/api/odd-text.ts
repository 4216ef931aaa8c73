import { AppError } from '@/lib/errors/app-error'
import { textProblem } from '@/lib/text/control-characters'
import { textProblems } from '@/lib/text/text-problems'

import { readText } from './read-input'
import { invalidFields } from './validate'

/**
 * JSON bodies up to this are read here as well as by their route; a larger one is left to the
 * route (ours refuse it with a 413, Payload's operations check their data: lib/query-input).
 */
const CHECKED_JSON_BYTES = 1024 * 1024

const anyLines = () => true

// A path that cannot be decoded is refused by src/proxy.ts before it gets here.
const decodedPath = (path: string) => {
  try {
    return decodeURIComponent(path)
  } catch {
    return ''
  }
}

async function jsonBody(request: Request): Promise<unknown> {
  const type = (request.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase()
  if (!request.body || !(type === 'application/json' || type.endsWith('+json'))) return undefined
  try {
    return JSON.parse(await readText(request.clone(), CHECKED_JSON_BYTES))
  } catch {
    // Too large, or no JSON at all: the route answers that in its own words.
    return undefined
  }
}

/**
 * Text no field may hold (control characters, lib/text/control-characters.ts) in a request to
 * /api/*, as the 400 that says so: in its path (the address is not valid), its query or, with
 * `json`, its JSON body (naming the fields); undefined when all is well. Whether a field may
 * hold several lines is for its route to say (validate.ts, lib/query-input), so every text may here.
 */
export async function oddTextInRequest(request: Request, { json }: { json: boolean }): Promise<AppError | undefined> {
  const url = new URL(request.url)
  if (textProblem(decodedPath(url.pathname))) return new AppError('invalid', 'api.addressControlCharacters')
  const problems: Record<string, string> = {}
  for (const [name, value] of url.searchParams) {
    for (const [field, key] of Object.entries(textProblems({ [name]: value }, anyLines))) problems[field] ??= key
  }
  if (json && request.method !== 'GET' && request.method !== 'HEAD') {
    for (const [field, key] of Object.entries(textProblems(await jsonBody(request), anyLines))) problems[field] ??= key
  }
  return Object.keys(problems).length > 0 ? invalidFields(problems) : undefined
}
