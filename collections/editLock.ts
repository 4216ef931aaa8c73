/**
 * How long an edit lock outlives the last change in the panel. Payload's default is five minutes,
 * and its panel can leave a lock behind: a change's form-state request still on its way when the
 * document is saved reaches the server after the save has released the lock and takes a fresh one,
 * which the panel, having cancelled that request, never releases ('… is editing' for five minutes).
 * A minute keeps a real editor's lock (the panel renews it every ten seconds of typing) and frees
 * a stray one soon.
 */
export const EDIT_LOCK_SECONDS = 60

/** A collection or global of ours with the shorter lock, unless it sets its own. */
export const withEditLock = <T extends { lockDocuments?: { duration: number } | false }>(entity: T): T => ({
  lockDocuments: { duration: EDIT_LOCK_SECONDS },
  ...entity,
})
