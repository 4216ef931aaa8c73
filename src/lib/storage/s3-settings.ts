import type { S3ClientConfig } from '@aws-sdk/client-s3'
import { z } from 'zod'

const VARIABLES = ['S3_BUCKET', 'S3_ENDPOINT', 'S3_REGION', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY', 'S3_FORCE_PATH_STYLE'] as const

const schema = z
  .object({
    S3_BUCKET: z.string({ error: 'S3_BUCKET is not set, but other S3_* variables are' }),
    S3_ENDPOINT: z.url({ protocol: /^https?$/, error: 'S3_ENDPOINT must be an http(s) URL, e.g. http://127.0.0.1:4569' }).optional(),
    S3_REGION: z.string().default('us-east-1'),
    S3_ACCESS_KEY_ID: z.string().optional(),
    S3_SECRET_ACCESS_KEY: z.string().optional(),
    S3_FORCE_PATH_STYLE: z.enum(['true', 'false'], { error: 'S3_FORCE_PATH_STYLE must be true or false' }).default('false'),
  })
  .refine((env) => Boolean(env.S3_ACCESS_KEY_ID) === Boolean(env.S3_SECRET_ACCESS_KEY), {
    error: 'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together (neither: the AWS default credentials, e.g. an instance role)',
  })

export type S3Settings = { bucket: string; client: S3ClientConfig }

/**
 * The AWS client waits forever by default: for a connection, and on a socket that went silent.
 * A store that stops answering fails the upload or download (and the request) instead of holding
 * it, and the connection, for as long as the outage lasts. Idle time, not total time, so a large
 * file on a slow line still goes through.
 */
const S3_CONNECT_WITHIN_MS = 5_000
const S3_SILENT_FOR_MS = 15_000

/**
 * Where uploads go when they are kept in S3, from the S3_* variables; null when none is set
 * (files stay on disk under MEDIA_DIR). A configuration set only in part stops the start, so a
 * typo never sends files to the disk of one server behind a load balancer.
 */
export function s3Settings(): S3Settings | null {
  const given = Object.fromEntries(VARIABLES.map((name) => [name, process.env[name]?.trim()]).filter(([, value]) => value))
  if (Object.keys(given).length === 0) return null
  const parsed = schema.safeParse(given)
  if (!parsed.success) {
    throw new Error(
      `The S3 storage settings are incomplete: ${parsed.error.issues.map((issue) => issue.message).join('; ')}. ` +
        'Set S3_BUCKET (and the other S3_* variables you need) to keep files in S3, or unset every S3_* variable to keep them on disk.',
    )
  }
  const env = parsed.data
  return {
    bucket: env.S3_BUCKET,
    client: {
      region: env.S3_REGION,
      endpoint: env.S3_ENDPOINT,
      forcePathStyle: env.S3_FORCE_PATH_STYLE === 'true',
      requestHandler: { connectionTimeout: S3_CONNECT_WITHIN_MS, socketTimeout: S3_SILENT_FOR_MS },
      credentials:
        env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY
          ? { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY }
          : undefined,
    },
  }
}
