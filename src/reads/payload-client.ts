import { getPayload } from 'payload'

/**
 * The Payload instance for server code (pages, services); created once per process. The config
 * is imported when first needed, not at load: the config imports the endpoints, and endpoints
 * answer from the pages' cached reads (src/reads), which read through this.
 */
export const payloadClient = async () => getPayload({ config: (await import('@payload-config')).default })
