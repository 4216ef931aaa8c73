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

/** Russian letters in Latin ones, as Latvian passports and road signs write them (ICAO 9303, simplified). */
const CYRILLIC: Record<string, string> = {
  а: 'a',
  б: 'b',
  в: 'v',
  г: 'g',
  д: 'd',
  е: 'e',
  ё: 'e',
  ж: 'zh',
  з: 'z',
  и: 'i',
  й: 'i',
  к: 'k',
  л: 'l',
  м: 'm',
  н: 'n',
  о: 'o',
  п: 'p',
  р: 'r',
  с: 's',
  т: 't',
  у: 'u',
  ф: 'f',
  х: 'kh',
  ц: 'ts',
  ч: 'ch',
  ш: 'sh',
  щ: 'shch',
  ъ: '',
  ы: 'y',
  ь: '',
  э: 'e',
  ю: 'iu',
  я: 'ia',
}

export const SLUG_MAX_LENGTH = 80

/**
 * URL slug with Latvian and Russian letters transliterated (Pārdod uzņēmumu → pardod-uznemumu,
 * Пекарня в Риге → pekarnia-v-rige): slugs stay in Latin letters whatever the title's language.
 * Other accents are folded to their base letter, and everything else turned into single dashes.
 */
export function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/[āčēģīķļņšūž]/g, (ch) => LATVIAN[ch] ?? ch)
    .replace(/[а-яё]/g, (ch) => CYRILLIC[ch] ?? ch)
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, SLUG_MAX_LENGTH)
    .replace(/-+$/, '')
}
