export const MAX_UPLOAD_BYTES = 15 * 1024 * 1024

export type FileKind = 'jpeg' | 'png' | 'pdf' | 'zip'

type KindInfo = {
  extensions: string[]
  mimeType: string
  magic: (bytes: Buffer) => boolean
  /** Whether a file that looks like the format is whole enough to be read, where that can be told cheaply. */
  readable?: (bytes: Buffer) => boolean
  /** The message key for a file that is not (`{name}` names it). */
  unreadable?: string
}

const startsWith = (bytes: Buffer, signature: number[]) => signature.every((byte, i) => bytes[i] === byte)

/**
 * Payload's own test of a PDF (uploads/checkFileRestrictions, which refuses with an English
 * "Invalid PDF file."), made first so the refusal is ours: the header at the very start, and the
 * cross-reference table and end marker in the last kilobyte, which a cut-off file lacks.
 */
const readablePdf = (bytes: Buffer) => {
  const end = bytes.subarray(Math.max(0, bytes.length - 1024)).toString('latin1')
  return bytes.subarray(0, 5).toString('latin1') === '%PDF-' && end.includes('%%EOF') && end.includes('xref')
}

export const FILE_KINDS: Record<FileKind, KindInfo> = {
  jpeg: { extensions: ['jpg', 'jpeg'], mimeType: 'image/jpeg', magic: (b) => startsWith(b, [0xff, 0xd8, 0xff]) },
  png: {
    extensions: ['png'],
    mimeType: 'image/png',
    magic: (b) => startsWith(b, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  },
  pdf: {
    extensions: ['pdf'],
    mimeType: 'application/pdf',
    magic: (b) => b.subarray(0, 1024).includes('%PDF-'),
    readable: readablePdf,
    unreadable: 'errors.pdfUnreadable',
  },
  zip: {
    extensions: ['zip'],
    mimeType: 'application/zip',
    magic: (b) => startsWith(b, [0x50, 0x4b, 0x03, 0x04]) || startsWith(b, [0x50, 0x4b, 0x05, 0x06]),
  },
}

export const IMAGE_KINDS: FileKind[] = ['jpeg', 'png']
export const ATTACHMENT_KINDS: FileKind[] = ['pdf', 'zip']

export const extensionOf = (filename: string): string => {
  const match = /\.([^./\\]+)$/.exec(filename.trim())
  return match ? match[1].toLowerCase() : ''
}

/** The formats a person is told are allowed, e.g. "jpg, png". */
export const allowedFormats = (kinds: FileKind[]) => kinds.map((kind) => FILE_KINDS[kind].extensions[0]).join(', ')
