/**
 * Whether this process runs the jobs queues itself. It does unless JOBS=off, which web servers
 * are given when `npm run worker` runs the queues for them (src/jobs/worker.ts): they then only
 * queue jobs and signal the worker. The one place JOBS is read.
 */
export const jobsRunHere = () => process.env.JOBS?.trim().toLowerCase() !== 'off'
