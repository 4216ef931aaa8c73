import type { AuthStrategy, AuthStrategyFunctionArgs, AuthStrategyResult, Payload } from 'payload'

/**
 * Runs `after` on each answer of Payload's session check (its `local-jwt` strategy, which reads
 * the session cookie or token on every request), before the request goes on with that answer.
 */
export function afterSessionCheck(
  payload: Payload,
  after: (result: AuthStrategyResult, args: AuthStrategyFunctionArgs) => Promise<void>,
): void {
  payload.authStrategies = payload.authStrategies.map((strategy): AuthStrategy =>
    strategy.name !== 'local-jwt'
      ? strategy
      : {
          ...strategy,
          authenticate: async (args) => {
            const result = await strategy.authenticate(args)
            await after(result, args)
            return result
          },
        },
  )
}
