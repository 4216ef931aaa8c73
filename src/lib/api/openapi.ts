import { z } from 'zod'

import type { DefinedEndpoint } from './define-endpoint'

const toSchema = (schema: z.ZodType) => z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as Record<string, unknown>

const ERROR = {
  type: 'object',
  required: ['message'],
  properties: {
    message: { type: 'string', description: 'For people, in the language of the request (lv by default, en).' },
    error: { type: 'string', description: 'A stable code where the contract has one (already_invited, hit_limit).' },
    errors: { type: 'object', additionalProperties: { type: 'string' }, description: 'Message per field at fault.' },
  },
}

function parameters(schema: z.ZodType | undefined, where: 'path' | 'query') {
  if (!schema) return []
  const json = toSchema(schema) as { properties?: Record<string, unknown>; required?: string[] }
  return Object.entries(json.properties ?? {}).map(([name, property]) => ({
    name,
    in: where,
    required: where === 'path' || Boolean(json.required?.includes(name)),
    schema: property,
  }))
}

/**
 * The OpenAPI 3.1 description of the /api/* contract, made from the same specs (and zod
 * schemas) that serve the requests.
 */
export function openApiDocument(endpoints: DefinedEndpoint[], serverUrl: string) {
  const paths: Record<string, Record<string, unknown>> = {}
  for (const { spec } of endpoints) {
    const path = `/api${spec.path.replace(/:(\w+)/g, '{$1}')}`
    const body = spec.body ? toSchema(spec.body) : undefined
    const multipart =
      body && spec.files?.length
        ? {
            ...body,
            properties: {
              ...(body.properties as Record<string, unknown>),
              ...Object.fromEntries(spec.files.map((field) => [field, { type: 'string', format: 'binary' }])),
            },
          }
        : body
    paths[path] ??= {}
    paths[path][spec.method] = {
      summary: spec.summary,
      tags: [spec.tag],
      ...(spec.auth ? { security: [{ session: [] }] } : {}),
      parameters: [...parameters(spec.params, 'path'), ...parameters(spec.query, 'query')],
      ...(body
        ? {
            requestBody: {
              required: true,
              content: {
                'application/json': { schema: body },
                'multipart/form-data': { schema: multipart },
                'application/x-www-form-urlencoded': { schema: body },
              },
            },
          }
        : {}),
      responses: Object.fromEntries(
        Object.entries(spec.responses).map(([status, doc]) => [
          status,
          {
            description: doc.description,
            content: {
              'application/json': {
                schema: doc.schema ? toSchema(doc.schema) : Number(status) >= 400 ? { $ref: '#/components/schemas/Error' } : {},
              },
            },
          },
        ]),
      ),
    }
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Bizness API',
      version: '1.0.0',
      description:
        'The calls of the Bizness marketplace. Errors are non-2xx with { message } (and { errors } per field); 401 means not signed in, 403 signed in but not allowed, 404 absent or not yours to see.',
    },
    servers: [{ url: serverUrl }],
    components: {
      schemas: { Error: ERROR },
      securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: 'payload-token' } },
    },
    paths,
  }
}
