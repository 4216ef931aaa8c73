import { percentile } from './stats'

/**
 * Runs each task `rounds` times in turn, each round starting at the next task, so that whatever
 * drifts over the run (the machine, the database's caches) reaches every task alike; answers each
 * task's runs.
 */
export async function inTurns<T>(rounds: number, tasks: (() => Promise<T>)[]): Promise<T[][]> {
  const runs = tasks.map((): T[] => [])
  for (let round = 0; round < rounds; round++) {
    for (let turn = 0; turn < tasks.length; turn++) {
      const task = (round + turn) % tasks.length
      runs[task].push(await tasks[task]())
    }
  }
  return runs
}

/** Latency figures of a row's runs at one size. */
export function figures(results: { latencies: number[]; seconds: number; requests?: number; errors?: number }[]) {
  const latencies = results.flatMap((result) => result.latencies)
  const sum = (of: (result: (typeof results)[number]) => number) => results.reduce((total, result) => total + of(result), 0)
  return {
    p50: percentile(latencies, 0.5),
    p95: percentile(latencies, 0.95),
    rps: sum((result) => result.requests ?? result.latencies.length) / sum((result) => result.seconds),
    errors: sum((result) => result.errors ?? 0),
  }
}
