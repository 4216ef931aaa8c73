/**
 * `npm run registry:fetch [-- <folder>]`: downloads the Register of Enterprises' current files and
 * the state's risk files from data.gov.lv (CC0) into <folder> (default .data/registry), for
 * `npm run registry:import`.
 */
import path from 'node:path'

import { dataDir } from '../src/lib/runtime/data-dir'
import { fetchRegistry } from '../src/services/registry/fetch-registry'

const folder = path.resolve(process.argv[2] ?? dataDir('registry'))

fetchRegistry(folder, (line) => console.log(line))
  .then(() => console.log(`The files are in ${folder}.`))
  .catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error)
    process.exit(1)
  })
