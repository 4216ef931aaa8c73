import fs from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { VCL_DIR } from '../../tools/cluster/varnish'

/*
 * deploy/compose.yml's `scaled` profile and its Varnish deployment file
 * (deploy/varnish/compose/backends.vcl) agree on who is who: Varnish lets only the app servers
 * and the worker purge, and the app servers believe X-Forwarded-For only from Varnish. Read from
 * the files as docker and varnishd would take them.
 */
const compose = fs.readFileSync('deploy/compose.yml', 'utf8')
const backends = fs.readFileSync(path.join(VCL_DIR, 'compose/backends.vcl'), 'utf8')

/** The fixed address compose gives a service (its block runs from `  name:` to the next top-level key). */
function addressOf(service: string): string | undefined {
  const block = new RegExp(`^  ${service}:\\n((?: {4}.*\\n|\\n)*)`, 'm').exec(compose)?.[1] ?? ''
  return /ipv4_address: ([\d.]+)/.exec(block)?.[1]
}

/** The entries of the `purgers` ACL, as written ("host" or "network"/bits). */
const purgers = () =>
  [...(/acl purgers \{([^}]*)\}/.exec(backends)?.[1] ?? '').matchAll(/"([^"]+)"(\/\d+)?;/g)].map(([, host, bits]) => host + (bits ?? ''))

describe('the compose deployment', () => {
  it('should let exactly the app servers and the worker purge, by their addresses, never a network', () => {
    const hosts = ['app1', 'app2', 'worker'].map(addressOf)
    expect(hosts.every(Boolean)).toBe(true)
    expect(new Set(purgers())).toEqual(new Set(hosts))
  })

  it('should have the app servers believe X-Forwarded-For from Varnish’s address alone', () => {
    const varnish = addressOf('varnish')
    expect(varnish).toBeDefined()
    expect(/^ {4}TRUST_PROXY: '?([^'\n]+)'?$/m.exec(compose)?.[1]).toBe(varnish)
  })

  it('should mount this checkout into the app containers, and the Varnish rules beside the file, as compose resolves paths from the file’s folder', () => {
    const fromFile = (source: string) => path.resolve(path.dirname('deploy/compose.yml'), source)
    const checkout = /^ {4}- (\S+):\/app$/m.exec(compose)?.[1]
    expect(checkout).toBeDefined()
    expect(fs.existsSync(path.join(fromFile(checkout!), 'package.json'))).toBe(true)
    for (const [, source] of compose.matchAll(/^ {6}- (\.{1,2}\/[^:]+):/gm)) expect(fs.existsSync(fromFile(source)), source).toBe(true)
  })
})
