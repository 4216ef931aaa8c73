/** Why the register shows a company no longer active, as the message key of the note a hidden listing carries. */
export function closedNote({ closed, terminated }: { closed: string | null; terminated: string | null }): string {
  if (closed === 'L') return 'registry.closed.liquidated'
  if (closed === 'R') return 'registry.closed.reorganised'
  return terminated ? 'registry.closed.terminated' : 'registry.closed.other'
}
