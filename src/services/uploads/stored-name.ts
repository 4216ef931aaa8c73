import crypto from 'node:crypto'

import { FILE_KINDS, type FileKind } from '@/lib/storage/file-kinds'

/** Files are stored under names nobody chose, so a name can neither collide nor mislead. */
export const storedName = (kind: FileKind) => `${crypto.randomUUID()}.${FILE_KINDS[kind].extensions[0]}`
