import { bulletList, heading, numberedList, paragraph, richText, type RichText } from '../lexical'

type TermsText = { title: string; content: RichText }

const lv: TermsText = {
  title: 'Lietošanas noteikumi',
  content: richText(
    paragraph(
      'Šie noteikumi nosaka, kā lietot portālu Bizness.lv, kurā uzņēmumu īpašnieki piedāvā pārdot savas kapitāla daļas vai akcijas, bet pircēji un investori iepazīstas ar piedāvājumiem. Reģistrējoties un publicējot sludinājumu, jūs apliecināt, ka esat iepazinies ar šiem noteikumiem un tiem piekrītat.',
    ),
    heading('1. Lietošanas noteikumi'),
    paragraph('Sludinājumu drīkst publicēt tikai tad, ja tas atbilst visām šīm prasībām:'),
    numberedList([
      'Sludinājums piedāvā pārdot **kapitālsabiedrības daļas vai akcijas** – visu uzņēmumu vai tā daļu. Iekārtu, transportlīdzekļu, nekustamā īpašuma, interneta domēnu, preču zīmju vai cita intelektuālā īpašuma atsevišķa pārdošana portālā nav atļauta.',
      'Uzņēmums ir **reģistrēts Latvijas Republikā** (Uzņēmumu reģistrā).',
      'Uzņēmums ir **iesniedzis iepriekšējā gada finanšu pārskatu** Valsts ieņēmumu dienestā, un tas ir publiski pieejams.',
      'Uzņēmuma **gada apgrozījums ir vismaz 50 000 EUR**.',
    ]),
    paragraph(
      'Sludinājumā norādītā informācija – nosaukums, apraksts, cena, finanšu rādītāji, atrašanās vieta un kontaktinformācija – ir **publiska** un pieejama ikvienam portāla apmeklētājam.',
    ),
    paragraph(
      'Lietotājs jebkurā laikā var pieprasīt **pilnīgu savu datu dzēšanu**. Portāla uzturētājs var **rediģēt sludinājuma nosaukumu un aprakstu**, lai tie būtu skaidrāki, un var **bloķēt lietotājus**, kuri pārkāpj šos noteikumus.',
    ),
    heading('2. Sludinājumu publicēšana'),
    bulletList([
      'Sludinājumu publicēšana reģistrētiem lietotājiem ir **bez maksas**.',
      'Sludinājums ir aktīvs portāla iestatījumos noteikto laiku; tā beigu datums redzams sludinājuma rediģēšanas lapā.',
      'Pakalpojuma sniedzējs var **atteikties publicēt vai dzēst** sludinājumu, kas neatbilst šiem noteikumiem, ir maldinošs vai aizskar trešo personu tiesības.',
      'Labojot sludinājumu, portāla uzturētājs nemaina tā būtību, cenu un finanšu rādītājus – tikai noformējumu un skaidrību.',
    ]),
    heading('3. Lietotāja atbildība'),
    bulletList([
      'Lietotājs atbild par sludinājumā sniegtās informācijas patiesumu un par to, ka viņam ir tiesības piedāvāt pārdot norādītās daļas vai akcijas.',
      'Neievietojiet sludinājumā komercnoslēpumus vai citu personu datus. Detalizētu finanšu un klientu informāciju nododiet tikai nopietniem pircējiem pēc konfidencialitātes līguma parakstīšanas.',
      'Portāls nav darījuma puse: tas nepārbauda pircēju maksātspēju un neatbild par pušu savstarpējām vienošanām. Pirms darījuma iesakām veikt uzņēmuma izpēti un konsultēties ar juristu.',
    ]),
    heading('4. Personas dati'),
    paragraph(
      'Mēs apstrādājam tikai tos datus, kas vajadzīgi konta un sludinājumu uzturēšanai: vārdu, uzvārdu, tālruni un e-pasta adresi. Jūs varat pieprasīt savu datu kopiju vai to pilnīgu dzēšanu, rakstot uz info@bizness.lv. Dzēšot kontu, tiek dzēsti arī visi jūsu sludinājumi un tiem pievienotie faili.',
    ),
    heading('5. Noslēguma noteikumi'),
    paragraph(
      'Pakalpojuma sniedzējs var grozīt šos noteikumus; par būtiskām izmaiņām reģistrētie lietotāji tiek informēti pa e-pastu. Noteikumiem piemēro Latvijas Republikas tiesību aktus, un strīdus vispirms cenšamies atrisināt sarunu ceļā.',
    ),
  ),
}

const en: TermsText = {
  title: 'Terms of use',
  content: richText(
    paragraph(
      'These terms govern the use of Bizness.lv, a marketplace where company owners offer their shares or stakes for sale and buyers and investors browse the offers. By signing up and publishing a listing you confirm that you have read and accept these terms.',
    ),
    heading('1. Terms of use rules'),
    paragraph('A listing may be published only if it meets all of the following requirements:'),
    numberedList([
      'The listing offers **shares or stakes in a company** – the whole business or a part of it. Selling equipment, vehicles, real estate, internet domains, trademarks or other intellectual property on its own is not allowed.',
      'The company is **registered in the Republic of Latvia** (in the Register of Enterprises).',
      'The company has **filed its financial report for the previous year** with the State Revenue Service, and the report is publicly available.',
      'The company has a **yearly turnover of at least EUR 50,000**.',
    ]),
    paragraph(
      'Everything shown in a listing – title, description, price, financial figures, location and contact details – is **public** and visible to every visitor.',
    ),
    paragraph(
      'Users may at any time ask for the **full deletion of their data**. The operator may **edit a listing’s title and description** to make them clearer and may **block users** who break these rules.',
    ),
    heading('2. Publishing listings'),
    bulletList([
      'Publishing listings is **free of charge** for registered users.',
      'A listing stays active for the period set in the site settings; its end date is shown on the listing’s edit page.',
      'The provider may **refuse to publish or delete** any listing that breaches these terms, is misleading or infringes the rights of others.',
      'When editing a listing the operator does not change its substance, price or figures – only its wording and clarity.',
    ]),
    heading('3. Your responsibilities'),
    bulletList([
      'You are responsible for the accuracy of the information in your listing and for having the right to offer the shares or stakes for sale.',
      'Do not put trade secrets or other people’s personal data in a listing. Share detailed financial and customer information only with serious buyers, after a non-disclosure agreement has been signed.',
      'The marketplace is not a party to any deal: it does not check buyers’ solvency and is not responsible for agreements between the parties. Before closing a deal we recommend a due diligence review and legal advice.',
    ]),
    heading('4. Personal data'),
    paragraph(
      'We process only the data needed to run your account and listings: first and last name, phone number and e-mail address. You can ask for a copy of your data or for its complete deletion by writing to info@bizness.lv. Deleting an account also deletes all of its listings and their files.',
    ),
    heading('5. Final provisions'),
    paragraph(
      'The provider may amend these terms; registered users are told about material changes by e-mail. These terms are governed by the laws of the Republic of Latvia, and we first try to settle any dispute by negotiation.',
    ),
  ),
}

export const TERMS = { lv, en }
