const LATVIAN: Record<string, string> = {
  ā: 'a',
  č: 'c',
  ē: 'e',
  ģ: 'g',
  ī: 'i',
  ķ: 'k',
  ļ: 'l',
  ņ: 'n',
  š: 's',
  ū: 'u',
  ž: 'z',
}

export const SLUG_MAX_LENGTH = 80

/**
 * URL slug with Latvian letters transliterated (Pārdod uzņēmumu → pardod-uznemumu), other
 * accents folded to their base letter, and everything else turned into single dashes.
 */
export function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/[āčēģīķļņšūž]/g, (ch) => LATVIAN[ch] ?? ch)
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, SLUG_MAX_LENGTH)
    .replace(/-+$/, '')
}
