import path from 'node:path'
import { fileURLToPath } from 'node:url'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')

/** The app's import aliases (tsconfig.json's paths), for every vitest config. */
export const moduleAliases = [
  { find: '@payload-config', replacement: path.join(root, 'payload.config.ts') },
  { find: /^@\//, replacement: path.join(root, 'src') + '/' },
]
