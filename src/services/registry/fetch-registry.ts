import fs from 'node:fs'
import path from 'node:path'
import { Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'

import { REGISTRY_FILES } from './registry-files'

export type FetchedFile = { name: string; status: 'downloaded' | 'unchanged'; bytes: number }

/** One file into `folder`: asked for only if modified since the copy there. */
async function fetchFile(folder: string, file: { name: string; url: string }, log: (line: string) => void): Promise<FetchedFile> {
  const target = path.join(folder, file.name)
  const existing = await fs.promises.stat(target).catch(() => null)
  const headers: Record<string, string> = existing ? { 'If-Modified-Since': existing.mtime.toUTCString() } : {}
  const response = await fetch(file.url, { headers, redirect: 'follow' })
  if (response.status === 304 && existing) {
    await response.body?.cancel()
    log(`${file.name}: unchanged`)
    return { name: file.name, status: 'unchanged', bytes: existing.size }
  }
  if (!response.ok || !response.body) throw new Error(`${file.url} answered ${response.status}`)
  const part = `${target}.part`
  await pipeline(Readable.fromWeb(response.body as import('node:stream/web').ReadableStream), fs.createWriteStream(part))
  await fs.promises.rename(part, target)
  const modified = response.headers.get('last-modified')
  if (modified) await fs.promises.utimes(target, new Date(), new Date(modified))
  const { size } = await fs.promises.stat(target)
  log(`${file.name}: ${(size / 1e6).toFixed(1)} MB`)
  return { name: file.name, status: 'downloaded', bytes: size }
}

/**
 * Downloads the register's and the state's current files from data.gov.lv into `folder`. A file
 * already there is asked for only if modified since (its modification time is the server's
 * Last-Modified), so an unchanged one costs one request and the import then skips it by the same
 * time. A download goes to a `.part` file first: an interrupted one never replaces a whole file.
 * One file that cannot be had does not keep the others: each is tried, then the failures are
 * thrown together (the import loads what is there, each state file as a part of its own).
 */
export async function fetchRegistry(folder: string, log: (line: string) => void = () => {}): Promise<FetchedFile[]> {
  await fs.promises.mkdir(folder, { recursive: true })
  const fetched: FetchedFile[] = []
  const failures: string[] = []
  for (const file of Object.values(REGISTRY_FILES)) {
    try {
      fetched.push(await fetchFile(folder, file, log))
    } catch (error) {
      failures.push(`${file.name}: ${error instanceof Error ? error.message : String(error)}`)
    }
  }
  if (failures.length > 0) throw new Error(`Not downloaded:\n${failures.join('\n')}`)
  return fetched
}
