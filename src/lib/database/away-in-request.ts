/*
 * server.ts and the app Next compiled load modules separately, so the request's notes are
 * reached through a global symbol: server.ts keeps an AsyncLocalStorage there (Node's, which
 * the compiled app need not import), and the app writes into the store of the request it is
 * rendering.
 */
const NOTES = Symbol.for('bizness.request-notes')

/** What server.ts learns of a request while Next answers it. */
export type RequestNotes = { databaseAway: boolean }

type NotesStorage = { getStore: () => RequestNotes | undefined }

/** server.ts: where the notes of the request being answered are found. */
export const keepRequestNotes = (storage: NotesStorage) => {
  ;(globalThis as Record<symbol, unknown>)[NOTES] = storage
}

/** The request being answered failed because the database is away (instrumentation's onRequestError). */
export const noteDatabaseAwayInRequest = () => {
  const notes = ((globalThis as Record<symbol, unknown>)[NOTES] as NotesStorage | undefined)?.getStore()
  if (notes) notes.databaseAway = true
}
