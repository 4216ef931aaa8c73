import { describe, expect, it } from 'vitest'

import { contentSecurityPolicy, securityHeaders, transportSecurity } from '@/lib/api/security-headers'

import nextConfig from '../../next.config'

/** A policy as { directive: sources }, to read one directive at a time. */
const directives = (policy: string) =>
  Object.fromEntries(
    policy
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .map(([name, ...sources]) => [name, sources]),
  ) as Record<string, string[] | undefined>

const production = directives(contentSecurityPolicy({ development: false }))
const development = directives(contentSecurityPolicy({ development: true }))
const header = (name: string, development = false) => securityHeaders({ development }).find(({ key }) => key === name)?.value

describe('security headers: the policy', () => {
  it('should not let another site frame a page (clickjacking of /admin or /app)', () => {
    expect(production['frame-ancestors']).toEqual(["'self'"])
    expect(header('X-Frame-Options')).toBe('SAMEORIGIN')
  })

  it('should not let injected markup load plugins, move the base URL or post forms elsewhere', () => {
    expect(production['object-src']).toEqual(["'none'"])
    expect(production['base-uri']).toEqual(["'self'"])
    expect(production['form-action']).toEqual(["'self'"])
    expect(production['default-src']).toEqual(["'self'"])
  })

  it('should allow eval and websockets for hot reloading only in development', () => {
    expect(production['script-src']).not.toContain("'unsafe-eval'")
    expect(production['connect-src']?.some((source) => source.startsWith('ws'))).toBe(false)
    expect(development['script-src']).toContain("'unsafe-eval'")
    expect(development['connect-src']).toEqual(expect.arrayContaining(['ws:']))
  })

  it('should load scripts, frames and connections only from the site itself (checkout is a plain navigation), with no wildcard or other scheme', () => {
    expect(production['script-src']).toEqual(["'self'", "'unsafe-inline'"])
    expect(production['frame-src']).toEqual(["'self'"])
    expect(production['connect-src']).toEqual(["'self'"])
    for (const sources of Object.values(production)) {
      expect(sources).not.toContain('*')
      expect(sources).not.toContain('http:')
      expect(sources).not.toContain('https:')
    }
  })

  it('should stop MIME sniffing, keep paths out of other sites’ referrers and switch off unused features', () => {
    expect(header('X-Content-Type-Options')).toBe('nosniff')
    expect(header('Referrer-Policy')).toBe('strict-origin-when-cross-origin')
    expect(header('Permissions-Policy')).toMatch(/camera=\(\).*geolocation=\(\).*microphone=\(\)/)
  })

  it('should ask browsers for https only when the public origin is https', () => {
    expect(transportSecurity('https://bizness.lv')).toEqual({ key: 'Strict-Transport-Security', value: 'max-age=31536000' })
    expect(transportSecurity('http://localhost:3000')).toBeUndefined()
    expect(transportSecurity(undefined)).toBeUndefined()
  })
})

describe('security headers: next.config.ts', () => {
  it('should send the policy with every path and keep Payload’s colour-scheme hints to the admin panel', async () => {
    const rules = await nextConfig.headers!()
    const everywhere = rules.filter((rule) => rule.source === '/:path*')
    expect(everywhere).toHaveLength(1)
    expect(everywhere[0].headers).toEqual(securityHeaders({ development: false }))
    const hints = rules.find((rule) => rule.headers.some(({ key }) => key === 'Critical-CH'))
    expect(hints?.source).toBe('/admin/:path*')
  })
})
