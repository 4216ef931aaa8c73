import config from '@payload-config'
import '@payloadcms/next/css'

import { restHandlers } from '@/lib/api/rest-handlers'

export const { GET, POST, DELETE, PATCH, PUT, OPTIONS } = restHandlers(config)
