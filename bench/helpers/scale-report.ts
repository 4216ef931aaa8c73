/** What bench/scale.ts measured of one call or page at one size. */
export type Measured = { p50: number; p95: number; rps: number; statements: number; errors: number }

/** One size's figures: every call and page by name, and the floor query's. */
export type SizeResult = { size: number; rows: Map<string, Measured>; floor: { p50: number; p95: number; rps: number } }

const ms = (value: number) => value.toFixed(1).padStart(8)
const mark = (ok: boolean) => (ok ? '✓' : '✗')

export function printSizeTable({ size, rows, floor }: SizeResult, nameWidth: number): void {
  console.log(`\n${size.toLocaleString('en')} listings`)
  console.log(`  ${'call / page'.padEnd(nameWidth)}   p50 ms   p95 ms    req/s  SQL/req  errors`)
  for (const [name, row] of rows) {
    console.log(
      `  ${name.padEnd(nameWidth)} ${ms(row.p50)} ${ms(row.p95)} ${row.rps.toFixed(0).padStart(8)} ${String(row.statements).padStart(8)} ${String(row.errors).padStart(7)}`,
    )
  }
  console.log(
    `  ${'floor: one SELECT of page 1 (pg)'.padEnd(nameWidth)} ${ms(floor.p50)} ${ms(floor.p95)} ${floor.rps.toFixed(0).padStart(8)}        1`,
  )
}

/**
 * The targets, each with ✓ or ✗: p95 at the largest size ≤ 1.3 × at the smallest for every row;
 * statements per request the same at limit 6 and 48 and at every size; the index call's p50 at
 * the largest size ≤ 3 × the floor query's.
 */
export function printTargets(
  results: SizeResult[],
  { index, compared, limits }: { index: string; compared: string[]; limits: [string, string] },
): void {
  const first = results[0]
  const last = results[results.length - 1]
  const names = [...first.rows.keys()]
  const width = Math.max(...names.map((name) => name.length))
  console.log(`\nTargets (${results.map((result) => result.size.toLocaleString('en')).join(' → ')} listings)`)

  console.log(`\n  p95 at ${last.size.toLocaleString('en')} ÷ p95 at ${first.size.toLocaleString('en')} ≤ 1.3`)
  for (const name of names) {
    const ratio = last.rows.get(name)!.p95 / first.rows.get(name)!.p95
    console.log(`  ${mark(ratio <= 1.3)} ${name.padEnd(width)} ${ratio.toFixed(2).padStart(7)}`)
  }

  console.log(`\n  SQL statements per request: the same at limit 6 and 48, and at every size`)
  for (const result of results) {
    if (!limits.every((name) => result.rows.has(name))) continue
    const [six, many] = limits.map((name) => result.rows.get(name)!.statements)
    console.log(`  ${mark(six === many)} limit 6 vs limit 48 at ${result.size.toLocaleString('en')}: ${six} vs ${many}`)
  }
  for (const name of names) {
    const counts = results.map((result) => result.rows.get(name)!.statements)
    console.log(`  ${mark(counts.every((count) => count === counts[0]))} ${name.padEnd(width)} ${counts.join(' → ')}`)
  }

  const indexP50 = last.rows.get(index)!.p50
  console.log(`\n  ${index} p50 at ${last.size.toLocaleString('en')} ≤ 3 × the floor query's p50`)
  console.log(
    `  ${mark(indexP50 <= 3 * last.floor.p50)} ${indexP50.toFixed(1)} ms vs 3 × ${last.floor.p50.toFixed(1)} ms = ${(3 * last.floor.p50).toFixed(1)} ms (ratio ${(indexP50 / last.floor.p50).toFixed(1)})`,
  )
  for (const name of compared) {
    const p50 = last.rows.get(name)?.p50
    if (p50 !== undefined) console.log(`    (for comparison, ${name}: ${p50.toFixed(1)} ms, ratio ${(p50 / last.floor.p50).toFixed(1)})`)
  }
}
