import path from 'node:path'

/** Root of uploaded files (media/ by default; MEDIA_DIR moves it, tests use their own). */
export const mediaDir = (...parts: string[]) => path.resolve(process.env.MEDIA_DIR || path.join(process.cwd(), 'media'), ...parts)
