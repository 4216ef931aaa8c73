import config from '@payload-config'
import { getPayload, type Payload } from 'payload'

/** The Payload instance of this test file, on the run's fresh database. */
export const testPayload = (): Promise<Payload> => getPayload({ config })
