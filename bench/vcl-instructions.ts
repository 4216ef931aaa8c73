/**
 * What our VCL costs Varnish on a cache hit, counted in instructions, not seconds.
 *
 *   npx tsx bench/vcl-instructions.ts [VCL file]        (default deploy/varnish/bizness.vcl)
 *
 * bench/cluster.ts times the same comparison, but on a small shared machine its rates move by
 * ±10 % from one round to the next, more than the whole cost of our VCL. Valgrind's callgrind
 * counts the instructions the Varnish child runs, which do not change with the machine's load:
 * the same binary, VCL and requests give the same count. So this runs varnishd under callgrind
 * twice, once with the given VCL (and a backends.vcl as tools/cluster/varnish.ts writes it) and
 * once with Varnish's built-in VCL only, each in front of the same page from a bare server (the
 * app's own security headers, cache tags, Vary and Next's headers, a gzipped body), and prints
 * the instructions per hit with a browser's request and with wrk's, and their ratio.
 *
 * Only the child's own instructions are counted: the kernel's socket work, the larger half of a
 * hit's CPU time (docs/decisions/058-a-cache-hit-runs-little-vcl.md), is the same for both and
 * not in the count, so the ratio of CPU time is nearer 1 than the ratio printed here.
 */
import { spawn, execFile } from 'node:child_process'
import fs from 'node:fs'
import http from 'node:http'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import zlib from 'node:zlib'

import { securityHeaders } from '../src/lib/api/security-headers'
import { backendsVcl, builtinVcl, VCL_DIR } from '../tools/cluster/varnish'
import { freePort } from '../tools/processes'

const HITS = Number(process.env.BENCH_HITS || 2000)
const PAGE = '/bizness/maiznica-riga'
const run = promisify(execFile)

/** What a browser sends for a page, and what wrk sends in bench/cluster.ts. */
const CLIENTS: Record<string, Record<string, string>> = {
  browser: {
    'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36',
    accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,*/*;q=0.8',
    'accept-language': 'lv-LV,lv;q=0.9,en;q=0.8',
    'accept-encoding': 'gzip, deflate, br, zstd',
    'sec-fetch-dest': 'document',
    'sec-fetch-mode': 'navigate',
    'sec-fetch-site': 'none',
    'sec-fetch-user': '?1',
    'upgrade-insecure-requests': '1',
    'sec-ch-ua': '"Chromium";v="156", "Not-A.Brand";v="24"',
    'sec-ch-ua-mobile': '?0',
    'sec-ch-ua-platform': '"Linux"',
  },
  wrk: { 'accept-encoding': 'gzip' },
}

/** A listing page as the app answers it from Next's cache: about 50 KB of HTML, 11 KB gzipped. */
function pageAnswer(): { headers: Record<string, string>; body: Buffer } {
  const html = `<!DOCTYPE html><html lang="lv"><body>${Array.from({ length: 700 }, (_, index) => `<p>Uzņēmums ${index}: maiznīca Rīgā, apgrozījums ${index * 1013} EUR</p>`).join('')}</body></html>`
  const body = zlib.gzipSync(html)
  const tags = 'listing:maiznica-riga listings categories locations site-settings nda'
  return {
    headers: {
      ...Object.fromEntries(securityHeaders({ development: false }).map(({ key, value }) => [key, value])),
      vary: 'rsc, next-router-state-tree, next-router-prefetch, next-router-segment-prefetch, Accept-Encoding',
      'x-nextjs-cache': 'HIT',
      'x-nextjs-prerender': '1',
      xkey: tags,
      'surrogate-key': tags,
      'x-nextjs-stale-time': '300',
      'cache-control': 's-maxage=60, stale-while-revalidate=31535940',
      'content-type': 'text/html; charset=utf-8',
      'content-encoding': 'gzip',
      'content-length': String(body.length),
    },
    body,
  }
}

async function bareServer(): Promise<{ port: number; close: () => void }> {
  const { headers, body } = pageAnswer()
  const server = http.createServer((req, res) => {
    // The probes of backends.vcl ask the health paths.
    if (req.url?.startsWith('/api/health')) return res.end('ok')
    res.writeHead(200, headers)
    res.end(body)
  })
  const port = await freePort()
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
  return { port, close: () => server.close() }
}

/** varnishd under callgrind: the child's pid, its address, and a way to stop it. */
async function varnishUnderCallgrind(work: string, vclFile: string) {
  const port = await freePort()
  const child = spawn(
    'valgrind',
    [
      '--tool=callgrind',
      '--trace-children=yes',
      // The VCL compiler runs as a child too; only varnishd's own processes are counted.
      '--trace-children-skip=*gcc*,*cc1*,*/as,*collect2*,*/ld*',
      `--callgrind-out-file=${work}/callgrind.%p`,
      '-q',
      '/usr/sbin/varnishd',
      ...['-F', '-j', 'none', '-n', work, '-a', `127.0.0.1:${port}`, '-f', vclFile, '-s', 'malloc,64m'],
      ...['-p', `vcl_path=${work}:${VCL_DIR}:/usr/share/varnish/vcl`, '-p', 'cli_timeout=300'],
    ],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  )
  let output = ''
  const started = new Promise<number>((resolve, reject) => {
    const read = (chunk: Buffer) => {
      output += chunk.toString()
      const pid = /Child \((\d+)\) Started/.exec(output)?.[1]
      if (pid && output.includes('Child starts')) resolve(Number(pid))
    }
    child.stdout.on('data', read)
    child.stderr.on('data', read)
    child.once('exit', () => reject(new Error(`varnishd under valgrind stopped:\n${output}`)))
  })
  const pid = await started
  return { pid, url: `http://127.0.0.1:${port}`, stop: () => child.kill('SIGTERM') }
}

const agent = new http.Agent({ keepAlive: true, maxSockets: 1 })

function get(url: string, headers: Record<string, string>): Promise<string | undefined> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { agent, headers }, (res) => {
        res.resume()
        res.once('end', () => resolve(res.headers['x-cache'] as string | undefined))
      })
      .once('error', reject)
  })
}

/** Instructions the child runs for `HITS` hits, counted between two callgrind dumps. */
async function instructionsPerHit(pid: number, work: string, url: string, headers: Record<string, string>): Promise<number> {
  for (let warm = 0; warm < 3; warm++) await get(url, headers)
  await run('callgrind_control', ['--zero', String(pid)])
  for (let hit = 0; hit < HITS; hit++) {
    const cache = await get(url, headers)
    if (cache !== undefined && cache !== 'hit') throw new Error(`Not a hit: X-Cache ${cache}`)
  }
  const before = new Set(fs.readdirSync(work))
  await run('callgrind_control', ['--dump', String(pid)])
  const dump = fs.readdirSync(work).find((name) => !before.has(name) && name.startsWith(`callgrind.${pid}.`))
  if (!dump) throw new Error('callgrind wrote no dump')
  const summary = /^summary: (\d+)$/m.exec(fs.readFileSync(path.join(work, dump), 'utf8'))
  return Number(summary![1]) / HITS
}

async function main() {
  try {
    await run('valgrind', ['--version'])
  } catch {
    console.log('valgrind is not installed (Debian: apt-get install valgrind); nothing measured.')
    return
  }
  const vclFile = path.resolve(process.argv[2] || path.join(VCL_DIR, 'bizness.vcl'))
  const bare = await bareServer()
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'bizness-vcl-'))
  const figures: Record<string, Record<string, number>> = {}
  try {
    for (const [name, vcl] of [
      ['ours', vclFile],
      ['built-in', 'builtin.vcl'],
    ] as const) {
      const work = path.join(scratch, name)
      fs.mkdirSync(work)
      fs.writeFileSync(path.join(work, 'backends.vcl'), backendsVcl({ servers: [{ host: '127.0.0.1', port: bare.port }], purgers: [] }))
      fs.writeFileSync(path.join(work, 'builtin.vcl'), builtinVcl({ host: '127.0.0.1', port: bare.port }))
      const varnish = await varnishUnderCallgrind(work, path.isAbsolute(vcl) ? vcl : path.join(work, vcl))
      try {
        figures[name] = {}
        for (const [client, headers] of Object.entries(CLIENTS)) {
          figures[name][client] = await instructionsPerHit(varnish.pid, work, `${varnish.url}${PAGE}`, headers)
        }
      } finally {
        varnish.stop()
      }
    }
  } finally {
    bare.close()
    agent.destroy()
    fs.rmSync(scratch, { recursive: true, force: true })
  }
  console.log(`\nInstructions of the Varnish child per cache hit (callgrind, ${HITS} hits each), VCL ${path.relative('.', vclFile)}\n`)
  console.log('| request | our VCL | built-in VCL | ours ÷ built-in |')
  console.log('|---|---:|---:|---:|')
  for (const client of Object.keys(CLIENTS)) {
    const ours = figures.ours![client]!
    const builtin = figures['built-in']![client]!
    console.log(`| ${client} | ${Math.round(ours)} | ${Math.round(builtin)} | ${(ours / builtin).toFixed(3)} |`)
  }
}

await main()
