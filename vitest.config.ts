import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { defineConfig } from 'vitest/config'

import { moduleAliases } from './tests/setup/module-aliases'

const testFolders = ['tests/int', 'tests/security']
const testFiles = testFolders.map((folder) => `${folder}/**/*.int.spec.ts`)

/**
 * What a test file (or a test helper it imports) does when it changes what its whole process
 * holds: the environment (the mail transport, S3 and Stripe settings are read once from it), a
 * module mock, fake timers or the queues' timers. Such a file runs in a process of its own; the
 * rest share their workers' loaded modules (and Payload), which spares each file the seconds of
 * loading the app again. A fake clock of Date alone shares: timers and sockets run as ever, and
 * every file starts on the real clock (tests/setup/worker-scratch.ts).
 */
const CHANGES_THE_PROCESS =
  /process\.env(\.\w+|\[[^\]]+\]) *=[^=]|Object\.assign\(process\.env|delete process\.env|vi\.(mock|stubEnv)\(|vi\.useFakeTimers\((?!\{ toFake: \['Date'\])|runServerQueues\(/

/**
 * The helper that points the app's mail at the process's one SMTP inbox: the files that use it
 * form the `mail` project, apart from the files that leave the mail to .data/mail.
 */
const MAIL_INBOX = path.join('tests', 'helpers', 'smtp.ts')

const LOCAL_IMPORT = /(?:from |import\()'(\.{1,2}\/[^']+)'/g

/** Whether `file` or a local module it imports (at any depth) passes `test`. */
function reaches(file: string, test: (file: string, source: string) => boolean, seen = new Set<string>()): boolean {
  if (seen.has(file) || !fs.existsSync(file)) return false
  seen.add(file)
  const source = fs.readFileSync(file, 'utf8')
  if (test(file, source)) return true
  return [...source.matchAll(LOCAL_IMPORT)].some(([, specifier]) => reaches(path.join(path.dirname(file), `${specifier}.ts`), test, seen))
}

const files = testFolders
  .flatMap((folder) => fs.readdirSync(folder, { recursive: true, encoding: 'utf8' }).map((file) => path.join(folder, file)))
  .filter((file) => file.endsWith('.int.spec.ts'))
const ownProcess = files.filter((file) => reaches(file, (module, source) => module !== MAIL_INBOX && CHANGES_THE_PROCESS.test(source)))
const mail = files.filter((file) => !ownProcess.includes(file) && reaches(file, (module) => module === MAIL_INBOX))

export default defineConfig({
  resolve: { alias: moduleAliases },
  test: {
    environment: 'node',
    globalSetup: ['tests/setup/global-setup.ts'],
    setupFiles: ['tests/setup/worker-scratch.ts'],
    // Each worker has its own copy of the database and its own files, so files run side by side.
    // Vitest's default leaves one core idle; the tests mostly wait on PostgreSQL, so use them all.
    maxWorkers: Number(process.env.TEST_WORKERS) || os.availableParallelism(),
    pool: 'forks',
    testTimeout: 60_000,
    hookTimeout: 180_000,
    reporters: ['default'],
    projects: [
      { extends: true, test: { name: 'shared', include: testFiles, exclude: [...ownProcess, ...mail], isolate: false } },
      // Each mail file in a fresh process: a file that stops its inbox or leaves a delivery hanging
      // (the SMTP faults) otherwise left the next file's mail undelivered within its wait.
      { extends: true, test: { name: 'mail', include: mail } },
      { extends: true, test: { name: 'own-process', include: ownProcess } },
    ],
  },
})
