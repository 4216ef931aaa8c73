import { numberedList, paragraph, richText, type RichText } from '../lexical'

/** A first NDA for the demo, in both languages, until the editors write the real one. */
export const NDA: Record<'lv' | 'en', RichText> = {
  lv: richText(
    paragraph(
      'Pieņemot šo neizpaušanas līgumu, jūs kā pircējs apņematies neizpaust trešajām personām informāciju par konfidenciālā sludinājumā piedāvāto uzņēmumu, ko redzat pēc līguma pieņemšanas.',
    ),
    numberedList([
      'Konfidenciāla ir **visa informācija**, ko pārdevējs rāda tikai pircējiem, kuri pieņēmuši šo līgumu: uzņēmuma nosaukums, reģistrācijas numurs, atrašanās vieta, finanšu rādītāji, fotoattēli un dokumenti.',
      'Šo informāciju drīkstat izmantot **tikai**, lai izvērtētu uzņēmuma iegādi, un drīkstat to nodot tikai saviem konsultantiem, kuriem ir tāds pats konfidencialitātes pienākums.',
      'Jūs nesazināsieties ar uzņēmuma darbiniekiem, klientiem vai piegādātājiem bez pārdevēja piekrišanas.',
      'Pienākums ir spēkā **divus gadus** no līguma pieņemšanas, arī tad, ja pārdevējs atsauc jūsu piekļuvi.',
    ]),
  ),
  en: richText(
    paragraph(
      'By accepting this non-disclosure agreement you, as a buyer, undertake not to disclose to third parties any information about the company offered in a confidential listing that you see after accepting it.',
    ),
    numberedList([
      'Confidential is **all information** the seller shows only to buyers who accepted this agreement: the company’s name, registration number, location, financial figures, photos and documents.',
      'You may use this information **only** to assess buying the company, and may pass it only to your advisers, who are bound by the same confidentiality.',
      'You will not contact the company’s staff, customers or suppliers without the seller’s consent.',
      'The obligation lasts **two years** from your acceptance, also if the seller revokes your access.',
    ]),
  ),
}
