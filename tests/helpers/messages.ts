import fs from 'node:fs'
import path from 'node:path'

type Messages = typeof import('../../src/i18n/messages/lv.json')

const read = (locale: string): Messages =>
  JSON.parse(fs.readFileSync(path.resolve('src/i18n/messages', `${locale}.json`), 'utf8')) as Messages

/** The site's message catalogues, so tests expect exactly what people read. */
export const lv = read('lv')
export const en = read('en')
export const ru = read('ru')
