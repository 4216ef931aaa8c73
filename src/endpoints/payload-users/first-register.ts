import { json } from '@/lib/api/respond'
import { payloadRoute } from '@/lib/api/payload-route'
import { registerFirstUser } from '@/services/account/first-user'

/**
 * Payload's POST /api/users/first-register (the "create first user" screen of an empty
 * database), answered as Payload answers it but without a session: Payload's own route would
 * log the new admin in with the password alone, where staff need a second factor. The panel
 * then shows its login, whose first use sets the factor up.
 */
export const usersFirstRegisterEndpoint = payloadRoute('post', '/first-register', async (req) => {
  // The create validates the rest of the form (names, roles) like any create.
  const data = { ...req.data, email: String(req.data?.email ?? ''), password: String(req.data?.password ?? '') }
  const user = await registerFirstUser(req, data as Parameters<typeof registerFirstUser>[1])
  return json({ message: req.t('authentication:successfullyRegisteredFirstUser'), user }, 200)
})
