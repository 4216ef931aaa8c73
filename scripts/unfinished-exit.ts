/*
 * Node 20 now and then never settles a graph of modules with top-level awaits (Lexical's modules
 * for Node, which tools/entries.ts keeps out of the entries; docs/decisions.md, "An import
 * that never settles"). A process caught so waits forever if anything else keeps it alive, or
 * exits as if done: with 13 if the import was a static one of its entry, with 0 otherwise. A
 * script that sets UNFINISHED_EXIT_CODE first and exits 0 only when done makes the second case
 * visible; whoever starts it may start it again.
 */

/** What a script that did not finish exits with, instead of 0. */
export const UNFINISHED_EXIT_CODE = 3

/** Node's own exit code for an entry whose imports or top-level await never settled. */
const UNSETTLED_TOP_LEVEL_AWAIT = 13

/** Whether a process that exited `code` stopped because an import never settled (so starting it again may pass). */
export const stoppedUnfinished = (code: number | null) => code === UNFINISHED_EXIT_CODE || code === UNSETTLED_TOP_LEVEL_AWAIT
