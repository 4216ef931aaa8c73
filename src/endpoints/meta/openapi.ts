import { z } from 'zod'

import { type DefinedEndpoint, defineEndpoint } from '@/lib/api/define-endpoint'
import { openApiDocument } from '@/lib/api/openapi'
import { siteUrl } from '@/lib/runtime/site-url'

/** GET /api/openapi.json: the machine-readable contract, generated from the endpoints' own schemas. */
export const openApiEndpoint = (contract: DefinedEndpoint[]) =>
  defineEndpoint({
    method: 'get',
    path: '/openapi.json',
    summary: 'This description (OpenAPI 3.1)',
    tag: 'meta',
    auth: false,
    responses: { 200: { description: 'The OpenAPI document', schema: z.looseObject({ openapi: z.string() }) } },
    handler: async () => openApiDocument(contract, siteUrl()),
  })
