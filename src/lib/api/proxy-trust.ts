import proxyaddr from 'proxy-addr'

/** Whether the hop `hop` steps from this server (0: the connection's peer) is one of our proxies. */
export type ProxyTrust = (address: string, hop: number) => boolean

const trustNobody: ProxyTrust = () => false

/**
 * TRUST_PROXY as Express reads its `trust proxy`: a list of our proxies' addresses and networks
 * (comma-separated; CIDR, a netmask, or proxy-addr's names `loopback`, `linklocal`,
 * `uniquelocal`), whose X-Forwarded-For entries are believed, walking from the right; or a number
 * of hops, believed whoever sent them. `true` is one hop (Express would believe every hop, so
 * the client's own leftmost entry). Unset, `false` or `0`: nobody is a proxy.
 */
export function parseProxyTrust(setting: string | undefined): ProxyTrust {
  const value = setting?.trim().toLowerCase() ?? ''
  if (value === '' || value === 'false' || value === '0') return trustNobody
  const hops = value === 'true' ? 1 : /^\d+$/.test(value) ? Number(value) : undefined
  if (hops !== undefined) return (_address, hop) => hop < hops
  const entries = value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
  try {
    return proxyaddr.compile(entries)
  } catch (error) {
    throw new Error(`TRUST_PROXY is neither a number of proxies nor a list of their addresses: ${(error as Error).message}`)
  }
}

let compiled: { setting: string | undefined; trust: ProxyTrust } | undefined

/** This process's TRUST_PROXY, read once for each value it takes; throws on one it cannot read. */
export function proxyTrust(): ProxyTrust {
  const setting = process.env.TRUST_PROXY
  if (!compiled || compiled.setting !== setting) compiled = { setting, trust: parseProxyTrust(setting) }
  return compiled.trust
}
