import { addDataAndFileToRequest, type Endpoint, type PayloadRequest } from 'payload'

import { payloadErrorResponse } from './respond'

/**
 * One of our routes in place of a built-in Payload route of the same path (a collection's own
 * endpoints are matched first): the body read as Payload reads it (JSON, or the admin panel's
 * form data), and refusals in Payload's shape, which the admin panel reads.
 */
export const payloadRoute = (method: 'post', path: string, handler: (req: PayloadRequest) => Promise<Response>): Endpoint => ({
  method,
  path,
  handler: async (req) => {
    try {
      await addDataAndFileToRequest(req)
      return await handler(req)
    } catch (error) {
      return payloadErrorResponse(error, req)
    }
  },
})
