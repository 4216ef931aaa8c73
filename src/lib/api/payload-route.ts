import { addDataAndFileToRequest, type Endpoint, type PayloadRequest } from 'payload'

import { textProblems } from '@/lib/text/text-problems'

import { payloadErrorResponse } from './respond'
import { invalidFields } from './validate'

/**
 * One of our routes in place of a built-in Payload route of the same path (a collection's own
 * endpoints are matched first): the body read as Payload reads it (JSON, or the admin panel's
 * form data) and its text held to the rule of every call (lib/text/control-characters.ts), and
 * refusals in Payload's shape, which the admin panel reads.
 */
export const payloadRoute = (method: 'post', path: string, handler: (req: PayloadRequest) => Promise<Response>): Endpoint => ({
  method,
  path,
  handler: async (req) => {
    try {
      await addDataAndFileToRequest(req)
      // What these routes take (an address, a password, names) is one line each, as in our own calls.
      const oddText = textProblems(req.data)
      if (Object.keys(oddText).length > 0) throw invalidFields(oddText)
      return await handler(req)
    } catch (error) {
      return payloadErrorResponse(error, req)
    }
  },
})
