/** How the worker's log line that it now runs the queues begins: who starts a worker waits for it (on its own, so they import nothing else). */
export const WORKER_READY = 'The worker runs the mail and listings queues'
