import { siteUrl } from '@/lib/runtime/site-url'

import { keptDemoPasswords } from './demo-credentials'
import { DEMO_USERS } from './users'

/** The demo accounts and their passwords, printed at start so a newcomer can sign in; staff need a code too. */
export function printDemoLogins(log = console.log): void {
  const passwords = keptDemoPasswords()
  const lines = DEMO_USERS.filter(({ key }) => passwords[key] || process.env.DEMO_PASSWORD).map(
    ({ key, email, roles }) => `  ${roles[0].padEnd(9)} ${email.padEnd(28)} ${process.env.DEMO_PASSWORD || passwords[key]}`,
  )
  if (lines.length === 0) return
  log(
    `\nBizness demo: ${siteUrl()}  (admin panel: ${siteUrl()}/admin)\nDemo accounts (role, e-mail, password):\n${lines.join('\n')}\n` +
      `Staff (admin, moderator, editor) log in with a second factor too: \`npm run demo:code\` prints their current codes\n` +
      `and the otpauth:// addresses to add them to an authenticator app.\n`,
  )
}
