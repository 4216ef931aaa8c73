/** Stored names are one plain path segment (src/services/uploads/stored-name.ts); anything else names no stored file. */
export const isPlainName = (name: string) => /^[^/\\]+$/.test(name) && name !== '.' && name !== '..'
