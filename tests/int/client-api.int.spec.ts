import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { api, ApiFailure } from '@/lib/client/api'
import { failureText } from '@/lib/client/failure-text'

describe('failureText (docs/product.md#calls)', () => {
  it('should prefer the answer’s message, then the status text, then the fixed fallback', () => {
    expect(failureText({ message: 'Profilu neizdevās saglabāt.' }, 'Bad Request')).toBe('Profilu neizdevās saglabāt.')
    expect(failureText({ error: 'already_invited' }, 'Conflict')).toBe('Conflict')
    expect(failureText({ message: '  ' }, 'Conflict')).toBe('Conflict')
    expect(failureText(null, 'Service Unavailable')).toBe('Service Unavailable')
    expect(failureText('<html>', '')).toBe('Unknown error occurred')
    expect(failureText(undefined, undefined)).toBe('Unknown error occurred')
  })
})

describe('api (the screens’ client)', () => {
  const storage = new Map<string, string>()
  const assign = vi.fn()
  const fetch = vi.fn()

  beforeEach(() => {
    storage.clear()
    assign.mockReset()
    fetch.mockReset()
    vi.stubGlobal('fetch', fetch)
    vi.stubGlobal('document', { documentElement: { lang: 'en' } })
    vi.stubGlobal('window', {
      location: { pathname: '/en/app/user/settings', search: '?x=1', assign },
      localStorage: {
        getItem: (key: string) => storage.get(key) ?? null,
        setItem: (key: string, value: string) => storage.set(key, value),
        removeItem: (key: string) => storage.delete(key),
      },
      dispatchEvent: () => true,
    })
  })

  afterEach(() => vi.unstubAllGlobals())

  const answer = (status: number, body: unknown, statusText = '') =>
    new Response(body === undefined ? null : JSON.stringify(body), { status, statusText, headers: { 'Content-Type': 'application/json' } })

  it('should send JSON in the page’s language with the session cookie and resolve with the answer', async () => {
    fetch.mockResolvedValue(answer(200, { success: true }))
    await expect(api('/api/user/invite', { method: 'POST', json: { email: 'a@example.lv' } })).resolves.toEqual({ success: true })
    const [url, init] = fetch.mock.calls[0]
    expect(url).toBe('/api/user/invite?locale=en')
    expect(init).toMatchObject({ method: 'POST', credentials: 'same-origin', body: '{"email":"a@example.lv"}' })
    expect(init.headers['Content-Type']).toBe('application/json')
  })

  it('should reject with the message, the field messages and the code of a refusal', async () => {
    fetch.mockResolvedValue(
      answer(409, { success: false, error: 'already_invited', message: 'User already invited', errors: { email: 'Taken' } }),
    )
    const failure = await api('/api/user/team/invite', { method: 'POST', json: {} }).catch((error: unknown) => error)
    expect(failure).toBeInstanceOf(ApiFailure)
    expect(failure).toMatchObject({ message: 'User already invited', status: 409, code: 'already_invited', errors: { email: 'Taken' } })
  })

  it('should reject with the status text, or the fixed fallback, when the answer has no message', async () => {
    fetch.mockResolvedValueOnce(new Response('<html>gateway</html>', { status: 502, statusText: 'Bad Gateway' }))
    await expect(api('/api/listing/my')).rejects.toThrow('Bad Gateway')
    fetch.mockResolvedValueOnce(new Response(null, { status: 500 }))
    await expect(api('/api/listing/my')).rejects.toThrow('Unknown error occurred')
  })

  it('should forget the user and go to login, remembering the /app page, on any 401', async () => {
    storage.set('user', '{"id":1,"email":"a@example.lv"}')
    fetch.mockResolvedValue(answer(401, { message: 'Please log in to continue.' }))
    await expect(api('/api/user/settings')).rejects.toThrow('Please log in to continue.')
    expect(storage.has('user')).toBe(false)
    expect(storage.get('app_redirect')).toBe('/en/app/user/settings?x=1')
    expect(assign).toHaveBeenCalledWith('/en/login')
  })

  it('should keep the user signed in when the server is briefly unavailable (503)', async () => {
    storage.set('user', '{"id":1,"email":"a@example.lv"}')
    const message = 'Bizness is briefly unavailable: its database does not answer. Please try again in a few seconds.'
    fetch.mockResolvedValue(answer(503, { message }))
    await expect(api('/api/listing/create', { method: 'POST', json: {} })).rejects.toMatchObject({ message, status: 503 })
    expect(storage.get('user')).toBe('{"id":1,"email":"a@example.lv"}')
    expect(assign).not.toHaveBeenCalled()
  })

  it('should leave a refused login to the login screen', async () => {
    fetch.mockResolvedValue(answer(401, { message: 'Wrong e-mail or password.', error: 'Wrong e-mail or password.' }))
    await expect(api('/api/authenticate', { method: 'POST', json: {}, login: true })).rejects.toThrow('Wrong e-mail or password.')
    expect(assign).not.toHaveBeenCalled()
  })
})
