import type { SanitizedConfig } from 'payload'

import { answerMissingFile } from './missing-file'
import { refuseBadGlobalQuery, refuseBadQuery } from './refuse-bad-query'
import { unreadableQuery } from './unreadable-query'

/**
 * Bad query input answers 4xx on every collection and global, Payload's own included (locked
 * documents, preferences, jobs): those are added while Payload sanitizes the config, after
 * plugins have run, so this takes the built config. The check runs before every other hook;
 * a missing upload file is a 404 (asked before the S3 plugin's own handler); a where that is
 * not JSON is a 400.
 */
export async function guardQueryInput(built: Promise<SanitizedConfig>): Promise<SanitizedConfig> {
  const config = await built
  for (const collection of config.collections) {
    collection.hooks.beforeOperation = [refuseBadQuery, ...(collection.hooks.beforeOperation ?? [])]
    if (collection.upload) collection.upload.handlers = [answerMissingFile, ...(collection.upload.handlers ?? [])]
  }
  for (const global of config.globals) {
    global.hooks.beforeOperation = [refuseBadGlobalQuery, ...(global.hooks.beforeOperation ?? [])]
  }
  config.hooks = { ...config.hooks, afterError: [...(config.hooks?.afterError ?? []), unreadableQuery] }
  // Like a wrong password, a query that cannot be answered is the caller's mistake, not a server error.
  config.loggingLevels = { ...config.loggingLevels, QueryError: 'info' }
  return config
}
