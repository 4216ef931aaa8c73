import { s3Storage } from '@payloadcms/storage-s3'
import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, CollectionConfig, Field, Plugin } from 'payload'

import { hasTransaction } from '../database/transaction-callbacks'

import { s3Settings } from './s3-settings'
import { isUploadCollection, UPLOAD_FOLDERS } from './upload-folders'

/** A hook list with the hooks the plugin added wrapped; the collection's own stay as they are. */
const wrapAdded = <T>(now: T[] = [], before: T[] = [], wrap: (hook: T) => T) =>
  now.map((hook) => (before.includes(hook) ? hook : wrap(hook)))

/*
 * The plugin deletes a document's objects in its afterDelete hook and a replaced file's objects in
 * its afterChange hook, inside the transaction (plugin-cloud-storage/src/hooks/). While a
 * transaction is open held-files removes them once it commits (src/services/uploads/held-files.ts),
 * so the plugin's deletes stand aside then; without one they run as the plugin has them.
 */
const afterCommitOnly = (hook: CollectionAfterDeleteHook): CollectionAfterDeleteHook =>
  async function deleteUnlessHeld(args) {
    return (await hasTransaction(args.req)) ? args.doc : hook(args)
  }

const withoutReplacedDeletes = (hook: CollectionAfterChangeHook): CollectionAfterChangeHook =>
  async function uploadKeepingReplaced(args) {
    return hook((await hasTransaction(args.req)) ? { ...args, previousDoc: undefined as never } : args)
  }

/** The plugin's fields that place a document's objects: its own prefix and, since 3.90, its object key. */
const PLACING_FIELDS = ['prefix', '_objectKey']

/**
 * Every object lies under its collection's folder: what a client sends in the placing fields is never written.
 * Payload 3.90 itself drops a caller's `_objectKey` (payload/dist/uploads/sanitizeUploadData) and takes one only
 * from an upload receipt it signed; the lock holds whatever a later Payload does, as it does for `prefix`.
 */
const lockPlacing = (fields: Field[]) =>
  fields.map((field): Field =>
    field.type === 'text' && PLACING_FIELDS.includes(field.name)
      ? { ...field, access: { create: () => false, update: () => false } }
      : field,
  )

function deferDeletes(collection: CollectionConfig, before: CollectionConfig | undefined): CollectionConfig {
  const hooks = collection.hooks ?? {}
  return {
    ...collection,
    hooks: {
      ...hooks,
      afterDelete: wrapAdded(hooks.afterDelete, before?.hooks?.afterDelete, afterCommitOnly),
      afterChange: wrapAdded(hooks.afterChange, before?.hooks?.afterChange, withoutReplacedDeletes),
    },
  }
}

/**
 * Uploads in the S3 bucket when S3_BUCKET is set (src/lib/storage/s3-settings.ts), on disk
 * otherwise. The plugin is applied either way with its fields inserted, so the schema, the
 * migrations and the admin panel's import map are the same with and without S3. Keys are
 * `<folder>/<name>` (src/lib/storage/upload-folders.ts); files are served through Payload's file
 * routes and their access rules, never from a public bucket URL.
 */
export function s3StoragePlugin(): Plugin {
  const settings = s3Settings()
  const plugin = s3Storage({
    enabled: settings !== null,
    alwaysInsertFields: true,
    // The collection's folder stays the first part of every key, whatever a document's prefix says.
    useCompositePrefixes: true,
    bucket: settings?.bucket ?? '',
    config: settings?.client ?? {},
    collections: { media: { prefix: UPLOAD_FOLDERS.media }, attachments: { prefix: UPLOAD_FOLDERS.attachments } },
  })
  return async (config) => {
    const applied = await plugin(config)
    const before = new Map((config.collections ?? []).map((collection) => [collection.slug, collection]))
    return {
      ...applied,
      collections: applied.collections?.map((collection) => {
        if (!isUploadCollection(collection.slug)) return collection
        const locked = { ...collection, fields: lockPlacing(collection.fields) }
        return settings ? deferDeletes(locked, before.get(collection.slug)) : locked
      }),
    }
  }
}
