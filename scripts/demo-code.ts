/**
 * The demo staff's current second-factor codes (`npm run demo:code`), from the secrets the seed
 * kept in .data/demo-credentials.json (or DEMO_TOTP_SECRET), and the otpauth:// address of each
 * for an authenticator app. A code logs in once: the next login waits for the next code.
 */
import { isStaffUser } from '../src/lib/account/roles'
import { otpauthUrl, totpCode, untilNextStep } from '../src/lib/second-factor/totp'
import { demoTotpSecret, keptDemoPasswords, totpKey } from '../src/seed/demo-credentials'
import { DEMO_USERS } from '../src/seed/users'

const kept = keptDemoPasswords()
const staff = DEMO_USERS.filter((user) => isStaffUser({ roles: [...user.roles] }))
const known = staff.filter(({ key }) => process.env.DEMO_TOTP_SECRET || kept[totpKey(key)])

if (known.length === 0) {
  console.log('No demo staff secrets here yet: `npm run seed` makes them.')
} else {
  const seconds = Math.ceil(untilNextStep() / 1000)
  console.log(`Codes of the demo staff (each good for ${seconds} s more, and for one login):`)
  for (const { key, email, roles } of known) {
    const secret = demoTotpSecret(key)
    console.log(`  ${roles[0].padEnd(9)} ${email.padEnd(28)} ${totpCode(secret)}   ${otpauthUrl(secret, email)}`)
  }
}
