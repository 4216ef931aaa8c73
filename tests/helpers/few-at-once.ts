/** Requests to the S3 stand-in at once: hundreds wait in the client's queue past its connection timeout. */
const AT_ONCE = 20

/** `work` for every item, a few at a time, the answers in the items' order. */
export async function fewAtOnce<T, R>(items: readonly T[], work: (item: T) => Promise<R>): Promise<R[]> {
  const answers: R[] = []
  for (let start = 0; start < items.length; start += AT_ONCE)
    answers.push(...(await Promise.all(items.slice(start, start + AT_ONCE).map(work))))
  return answers
}
