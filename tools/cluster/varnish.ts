/**
 * Varnish in front of the app servers (deploy/varnish/bizness.vcl): the repository's rules, with
 * the deployment's servers and purgers written beside them as backends.vcl. Used by
 * `npm run cluster`, the cluster's tests and bench/cluster.ts.
 */
import { execFile } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { promisify } from 'node:util'

import { READY_WITHIN_MS, startProcess } from '../processes'

export const VCL_DIR = path.resolve('deploy/varnish')

/** Debian puts varnishd in /usr/sbin, which a user's PATH may not hold. */
const VARNISHD = fs.existsSync('/usr/sbin/varnishd') ? '/usr/sbin/varnishd' : 'varnishd'

/** The app server's readiness call (src/endpoints/meta/ready.ts): Varnish's probe of who takes traffic. */
export const PROBE_PATH = '/api/health/ready'

/** The app server's liveness call (src/endpoints/meta/health.ts): who still answers when none is ready. */
export const LIVENESS_PATH = '/api/health'

export type Backend = { host: string; port: number }

/** How often Varnish asks each server; one failed answer takes it out of the rotation. */
export const PROBE_INTERVAL_MS = 1_000

/** One server as a Varnish backend named `name`, asked `probe` every PROBE_INTERVAL_MS. */
const backendVcl = (name: string, { host, port }: Backend, probe: string) => `backend ${name} {
    .host = "${host}";
    .port = "${port}";
    .connect_timeout = 1s;
    .first_byte_timeout = 60s;
    .between_bytes_timeout = 30s;
    .probe = {
        .url = "${probe}";
        .interval = ${PROBE_INTERVAL_MS / 1000}s;
        .timeout = 900ms;
        .window = 2;
        .threshold = 2;
        .initial = 1;
    }
}`

/**
 * The deployment's part of the VCL: each server twice, once probed for readiness (the director
 * `servers`) and once for liveness (the director `alive`, which bizness.vcl turns to when no
 * server is ready: the database is then away for all alike, and a live server still serves the
 * pages Next holds and a 503 with Retry-After in the visitor's language), and who may purge:
 * hosts, never a network (behind a proxy or a load balancer every visitor comes from one).
 */
export function backendsVcl({ servers, purgers }: { servers: Backend[]; purgers: string[] }): string {
  const network = purgers.find((host) => host.includes('/'))
  if (network) throw new Error(`Purgers are hosts, not networks: ${network}`)
  const ready = servers.map((server, index) => backendVcl(`server${index + 1}`, server, PROBE_PATH))
  const live = servers.map((server, index) => backendVcl(`alive${index + 1}`, server, LIVENESS_PATH))
  return `vcl 4.1;

import directors;

${[...ready, ...live].join('\n\n')}

acl purgers {
${purgers.map((host) => `    "${host}";`).join('\n')}
}

sub vcl_init {
    new servers = directors.round_robin();
${servers.map((_, index) => `    servers.add_backend(server${index + 1});`).join('\n')}
    new alive = directors.round_robin();
${servers.map((_, index) => `    alive.add_backend(alive${index + 1});`).join('\n')}
}
`
}

/** Varnish's built-in rules alone, in front of one backend: the engine's own behaviour, for the benches to compare with. */
export const builtinVcl = ({ host, port }: Backend): string => `vcl 4.1;\nbackend app { .host = "${host}"; .port = "${port}"; }\n`

export type Varnish = {
  url: string
  /** varnishd's manager process; the child that serves is its own child. */
  pid: number
  /** Varnish's counters (varnishstat), e.g. MAIN.cache_hit. */
  counters: () => Promise<Record<string, number>>
  /** Which servers the probe finds healthy, by their position in `servers` (from 1). */
  healthy: () => Promise<Set<number>>
  /**
   * Makes `vcl` (its text, loaded the first time) the running VCL under `name`, or, with no text,
   * goes back to the VCL it started with; the cache and its objects stay (bench/cluster.ts
   * measures two VCLs on one copy).
   */
  useVcl: (name: string, vcl?: string) => Promise<void>
  stop: () => Promise<void>
}

/**
 * Starts varnishd on `port` in front of `servers`, in a work directory of its own under `dir`;
 * given `vcl`, that VCL runs instead of the repository's (bench/cluster.ts measures Varnish with
 * its built-in rules only, beside ours). Only `purgers` may purge and send the signed
 * revalidation: by default the servers' hosts, where the cluster runs its worker too.
 */
export async function startVarnish({
  port,
  servers,
  purgers = [...new Set(servers.map(({ host }) => host))],
  dir,
  memory = '256m',
  vcl,
  withinMs = READY_WITHIN_MS,
}: {
  port: number
  servers: Backend[]
  purgers?: string[]
  dir: string
  memory?: string
  vcl?: string
  /** How long varnishd may take to listen. */
  withinMs?: number
}): Promise<Varnish> {
  const work = path.join(dir, `varnish-${port}`)
  fs.rmSync(work, { recursive: true, force: true })
  fs.mkdirSync(work, { recursive: true })
  // varnishd drops to its own users; they must be able to enter the work directory.
  fs.chmodSync(work, 0o755)
  fs.writeFileSync(path.join(work, 'backends.vcl'), backendsVcl({ servers, purgers }))
  if (vcl) fs.writeFileSync(path.join(work, 'main.vcl'), vcl)
  const varnishd = startProcess(
    'varnish',
    VARNISHD,
    [
      '-F',
      '-n',
      work,
      '-a',
      `127.0.0.1:${port}`,
      '-f',
      vcl ? path.join(work, 'main.vcl') : path.join(VCL_DIR, 'bizness.vcl'),
      '-p',
      `vcl_path=${work}:${VCL_DIR}:/usr/share/varnish/vcl`,
      '-s',
      `malloc,${memory}`,
    ],
    { readyWhen: { port }, withinMs },
  )
  await varnishd.ready
  const loaded = new Set<string>()
  return {
    url: `http://127.0.0.1:${port}`,
    pid: varnishd.child.pid!,
    counters: async () => {
      const { stdout } = await promisify(execFile)('varnishstat', ['-n', work, '-1', '-j'])
      const parsed = JSON.parse(stdout) as { counters?: Record<string, { value: number }> } & Record<string, unknown>
      const counters = parsed.counters ?? (parsed as unknown as Record<string, { value: number }>)
      return Object.fromEntries(
        Object.entries(counters)
          .filter(([, each]) => typeof each === 'object' && each !== null && 'value' in each)
          .map(([name, each]) => [name, each.value]),
      )
    },
    healthy: async () => {
      const { stdout } = await promisify(execFile)('varnishadm', ['-n', work, 'backend.list'])
      const lines = stdout.split('\n').filter((line) => /\bserver\d+\s/.test(line) && /\bhealthy\b/.test(line))
      return new Set(lines.map((line) => Number(/\bserver(\d+)\s/.exec(line)![1])))
    },
    useVcl: async (name, vcl) => {
      const admin = (...args: string[]) => promisify(execFile)('varnishadm', ['-n', work, ...args])
      if (vcl !== undefined && !loaded.has(name)) {
        const file = path.join(work, `${name}.vcl`)
        fs.writeFileSync(file, vcl, { mode: 0o644 })
        await admin('vcl.load', name, file)
        loaded.add(name)
      }
      await admin('vcl.use', vcl === undefined ? 'boot' : name)
    },
    stop: async () => {
      await varnishd.stop()
      fs.rmSync(work, { recursive: true, force: true })
    },
  }
}
