import config from '@payload-config'
import { getPayload } from 'payload'

/** The Payload instance for server code (pages, services); created once per process. */
export const payloadClient = () => getPayload({ config })
