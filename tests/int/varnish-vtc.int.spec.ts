import { execFile } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { VCL_DIR } from '../../tools/cluster/varnish'

/*
 * The rules of deploy/varnish/bizness.vcl, each in a varnishtest case of its own
 * (deploy/varnish/tests/*.vtc: Varnish's own test tool, with stand-in servers and clients, in
 * front of the test deployment's backends.vcl there). A case that fails prints varnishtest's log.
 */
const CASES_DIR = path.join(VCL_DIR, 'tests')
const cases = fs.readdirSync(CASES_DIR).filter((file) => file.endsWith('.vtc'))

/** How long one case may take, its VCL compiled on a busy machine; a stand-in waiting on a request that never comes ends it. */
const CASE_TIMEOUT_S = 120

/** Each case compiles its VCL with the C compiler: one at a time per core. */
const slots = { free: os.availableParallelism(), waiting: [] as (() => void)[] }

async function varnishtest(file: string): Promise<{ code: number; log: string }> {
  if (slots.free > 0) slots.free--
  else await new Promise<void>((resolve) => slots.waiting.push(resolve))
  try {
    return await new Promise((resolve) => {
      execFile('varnishtest', ['-t', String(CASE_TIMEOUT_S), path.join(CASES_DIR, file)], (error, stdout, stderr) => {
        resolve({ code: error ? Number(error.code ?? 1) : 0, log: `${stdout}${stderr}` })
      })
    })
  } finally {
    const next = slots.waiting.shift()
    if (next) next()
    else slots.free++
  }
}

describe('bizness.vcl under varnishtest', () => {
  it('should have cases', () => {
    expect(cases.length).toBeGreaterThan(0)
  })

  it.concurrent.each(cases)(
    '%s',
    async (file) => {
      const { code, log } = await varnishtest(file)
      expect(code, log).toBe(0)
    },
    cases.length * (CASE_TIMEOUT_S + 10) * 1_000,
  )
})
