import { bulletList, heading, numberedList, paragraph, richText } from '../../lexical'
import type { ArticleSeed } from './article-seed'

export const BUSINESS_SALE: ArticleSeed = {
  order: 2,
  lv: {
    title: 'Kā pārdot uzņēmumu',
    excerpt:
      'No sagatavošanās līdz ierakstam Uzņēmumu reģistrā: dokumenti, konfidencialitāte, pircēju meklēšana, uzņēmuma izpēte un daļu pirkuma līgums.',
    content: richText(
      paragraph(
        'Uzņēmuma pārdošana parasti ilgst no sešiem mēnešiem līdz pusotram gadam, un lielākā daļa darba notiek vēl pirms pirmās sarunas ar pircēju. Labi sagatavots uzņēmums tiek pārdots ātrāk, par augstāku cenu un ar mazāk pārsteigumiem līguma slēgšanas brīdī. Šis ceļvedis soli pa solim apraksta, kā pārdot SIA daļas vai AS akcijas Latvijā.',
      ),
      heading('1. Sagatavošanās'),
      paragraph('Sāciet gatavoties 6–12 mēnešus pirms plānotās pārdošanas:'),
      bulletList([
        '**Nosakiet mērķi.** Vai pārdodat visu uzņēmumu vai tikai daļu? Vai plānojat palikt vadībā pārejas periodā? Kāda ir zemākā cena, par kuru esat gatavs pārdot?',
        '**Sakārtojiet grāmatvedību.** Gada pārskatiem jābūt iesniegtiem laikā, bez nodokļu parādiem un ar skaidri nošķirtiem uzņēmuma un īpašnieka personīgajiem izdevumiem.',
        '**Samaziniet atkarību no sevis.** Nododiet klientu attiecības un ikdienas lēmumus komandai, dokumentējiet procesus. Uzņēmums, kas darbojas bez īpašnieka, ir vērtīgāks.',
        '**Pārskatiet līgumus.** Pārbaudiet, vai nomas, piegādes un klientu līgumos nav noteikumu, kas ļauj otrai pusei tos lauzt, ja mainās uzņēmuma īpašnieks.',
        '**Novērtējiet uzņēmumu.** Pamatota cena ir labākais sarunu sākums – izmantojiet ienākumu, aktīvu un salīdzināmo uzņēmumu metodi.',
      ]),
      heading('2. Dokumenti, kas pircējam būs vajadzīgi'),
      bulletList([
        'gada pārskati par pēdējiem trim gadiem un tekošā gada starpperioda rezultāti;',
        'statūti, dalībnieku (akcionāru) reģistrs, valdes un dalībnieku sapulču lēmumi;',
        'būtiskākie līgumi ar klientiem un piegādātājiem, nomas, līzinga un kredītlīgumi;',
        'licences, atļaujas un sertifikāti, kas vajadzīgi darbībai;',
        'darbinieku saraksts ar amatiem un atalgojumu (bez personas kodiem), darba līgumu paraugi;',
        'pamatlīdzekļu saraksts, nekustamā īpašuma zemesgrāmatu nodalījumi un kadastra dati;',
        'informācija par tiesvedībām, pretenzijām un garantijas saistībām;',
        'VID izziņa par nodokļu parādu neesamību.',
      ]),
      heading('3. Konfidencialitāte un NDA'),
      paragraph(
        'Ziņa par pārdošanu var satraukt darbiniekus, klientus un piegādātājus, bet konkurentiem dot iespēju to izmantot. Tāpēc informāciju atklājiet pakāpeniski: sludinājumā aprakstiet nozari, reģionu un galvenos rādītājus, nenosaucot uzņēmumu; detalizētu informāciju sniedziet tikai pēc konfidencialitātes līguma (NDA) parakstīšanas; pilnu pieeju dokumentiem dodiet tikai pircējam, ar kuru panākta vienošanās par galvenajiem noteikumiem.',
      ),
      paragraph('Labā konfidencialitātes līgumā ir noteikts:'),
      bulletList([
        'kāda informācija ir konfidenciāla un kādam nolūkam to drīkst izmantot;',
        'saistību termiņš, parasti 2–3 gadi;',
        'aizliegums pārvilināt darbiniekus un klientus;',
        'pienākums atdot vai iznīcināt dokumentus, ja darījums nenotiek;',
        'līgumsods par pārkāpumu un piemērojamie tiesību akti.',
      ]),
      heading('4. Pircēju atrašana'),
      paragraph('Pircēji parasti ir kādā no šīm grupām:'),
      bulletList([
        '**stratēģiskie pircēji** – konkurenti, piegādātāji vai klienti, kuri iegūst sinerģiju un bieži var samaksāt vairāk;',
        '**finanšu investori** – privātā kapitāla fondi un investori, kurus interesē stabila naudas plūsma un izaugsmes potenciāls;',
        '**uzņēmuma vadība vai darbinieki** – pārdošana vadības komandai (MBO), kas labi pazīst uzņēmumu;',
        '**privātpersonas** – uzņēmēji, kuri vēlas iegādāties gatavu biznesu, nevis sākt no nulles.',
      ]),
      paragraph(
        'Publicējiet sludinājumu Bizness.lv, uzrunājiet potenciālos stratēģiskos pircējus tieši vai piesaistiet darījumu starpnieku. Jau pirmajās sarunās noskaidrojiet, kā pircējs plāno finansēt darījumu – ar pašu līdzekļiem, bankas kredītu vai daļēji atliktu maksājumu pārdevējam.',
      ),
      heading('5. Nodomu protokols'),
      paragraph(
        'Kad pircējs ir atrasts, pirms dārgās izpētes ieteicams parakstīt nodomu protokolu (letter of intent). Tajā fiksē cenu vai tās aprēķina principu, maksāšanas kārtību, izpētes apjomu un termiņu, ekskluzivitātes periodu (parasti 60–90 dienas, kurā pārdevējs nerunā ar citiem pircējiem) un galvenos darījuma nosacījumus. Nodomu protokols parasti nav saistošs attiecībā uz pašu darījumu, bet saistošs attiecībā uz konfidencialitāti un ekskluzivitāti.',
      ),
      heading('6. Uzņēmuma izpēte (due diligence)'),
      paragraph(
        'Izpētes laikā pircējs un viņa konsultanti pārbauda visu, ko pārdevējs ir apgalvojis: finanšu rezultātus un nodokļus, līgumus, darbinieku jautājumus, aktīvu stāvokli, licences un tiesiskos riskus. Dokumentus ērti sakārtot virtuālajā datu telpā. Esiet atklāts – trūkums, ko pircējs atrod pats, mazina uzticēšanos un cenu, bet trūkums, kas tiek atklāts pēc darījuma, var beigties ar prasību pret pārdevēju.',
      ),
      heading('7. Daļu pirkuma līgums'),
      paragraph('Daļu (akciju) pirkuma līgums ir darījuma galvenais dokuments. Tajā parasti nosaka:'),
      bulletList([
        'puses, pārdodamo daļu skaitu un nominālvērtību;',
        'cenu un maksāšanas kārtību – avansu, maksājumu caur notāra vai bankas depozītu, atlikto maksājumu vai papildu samaksu atkarībā no nākotnes rezultātiem (earn-out);',
        'pārdevēja apliecinājumus un garantijas par uzņēmuma stāvokli un atbildības ierobežojumus;',
        'nosacījumus, kuriem jāizpildās pirms darījuma pabeigšanas, piemēram, bankas vai Konkurences padomes piekrišanu;',
        'konkurences ierobežojumu pārdevējam un pārejas perioda pienākumus;',
        'strīdu risināšanas kārtību.',
      ]),
      paragraph('Līgumu sagatavojiet kopā ar juristu, kam ir pieredze uzņēmumu darījumos: veidnes neaizsargā ne pārdevēju, ne pircēju.'),
      heading('8. Formalitātes Uzņēmumu reģistrā'),
      numberedList([
        '**Pirmpirkuma tiesības.** Ja SIA ir vairāki dalībnieki, pārējiem parasti ir pirmpirkuma tiesības uz pārdodamajām daļām, ja statūtos nav noteikts citādi. Pārbaudiet statūtus un ievērojiet paziņošanas termiņus.',
        '**Paziņojums valdei.** Pēc līguma noslēgšanas valdei paziņo par daļu pāreju, un valde izdara ierakstu dalībnieku reģistrā.',
        '**Dalībnieku reģistra iesniegšana.** Valde iesniedz aktualizēto dalībnieku reģistru Uzņēmumu reģistrā – ērtākais veids ir UR e-pakalpojumi ar drošu elektronisko parakstu.',
        '**Valdes maiņa.** Ja mainās valdes locekļi, UR iesniedz pieteikumu par izmaiņām kopā ar jauno valdes locekļu piekrišanu.',
        '**Patiesā labuma guvēji.** Aktualizējiet informāciju par patiesā labuma guvējiem, ja tie mainās.',
        '**Konkurences padome.** Ja darījuma pušu apgrozījums sasniedz likumā noteiktos sliekšņus, par apvienošanos jāziņo Konkurences padomei pirms darījuma pabeigšanas.',
        '**Bankas un partneri.** Nomainiet paraksta tiesības bankās un informējiet nozīmīgākos partnerus.',
      ]),
      heading('9. Pēc darījuma'),
      paragraph(
        'Pārejas periodā palīdziet jaunajam īpašniekam iepazīstināt komandu un klientus – tas aizsargā arī jūsu atlikto maksājumu vai earn-out. Fiziskai personai ienākums no daļu pārdošanas ir kapitāla pieaugums, kas jādeklarē Valsts ieņēmumu dienestā; par nodokļu sekām konsultējieties jau pirms līguma parakstīšanas.',
      ),
      paragraph(
        'Ja vēlaties, lai darījumu no sākuma līdz beigām vada pieredzējuši speciālisti, izmantojiet Bizness.lv biznesa pārdošanas starpniecības un juridisko konsultāciju pakalpojumus.',
      ),
    ),
  },
  en: {
    title: 'How to sell a business',
    excerpt:
      'From preparation to the entry in the Register of Enterprises: documents, confidentiality, finding buyers, due diligence and the share purchase agreement.',
    content: richText(
      paragraph(
        'Selling a company usually takes from six months to a year and a half, and most of the work happens before the first conversation with a buyer. A well-prepared business sells faster, at a higher price and with fewer surprises at signing. This guide walks step by step through selling shares in a Latvian limited liability company (SIA) or joint-stock company (AS).',
      ),
      heading('1. Preparation'),
      paragraph('Start preparing 6–12 months before the planned sale:'),
      bulletList([
        '**Set your goal.** Are you selling the whole company or only part of it? Do you plan to stay in management for a transition period? What is the lowest price you would accept?',
        '**Put the accounts in order.** Annual reports must be filed on time, with no tax arrears and with company and personal spending clearly separated.',
        '**Make the company less dependent on you.** Hand customer relationships and day-to-day decisions to the team and document the processes. A company that runs without its owner is worth more.',
        '**Review your contracts.** Check whether lease, supply and customer contracts let the other side terminate them if the company changes hands.',
        '**Value the company.** A justified price is the best start to negotiations – use the income, asset and comparable-company methods.',
      ]),
      heading('2. Documents a buyer will need'),
      bulletList([
        'annual reports for the last three years and interim results for the current year;',
        'articles of association, the register of shareholders, board and shareholder meeting resolutions;',
        'the main customer and supplier contracts, lease, leasing and loan agreements;',
        'the licences, permits and certificates the business needs;',
        'a list of employees with positions and pay (without personal ID numbers) and sample employment contracts;',
        'a list of fixed assets, land register folios and cadastral data for any real estate;',
        'information on litigation, claims and warranty obligations;',
        'a certificate from the State Revenue Service (VID) confirming there are no tax arrears.',
      ]),
      heading('3. Confidentiality and NDAs'),
      paragraph(
        'News of a sale can unsettle employees, customers and suppliers and hand competitors an opportunity. Reveal information step by step: describe the industry, region and key figures in the listing without naming the company; give details only after a non-disclosure agreement (NDA) is signed; open the full set of documents only to a buyer who has agreed the main terms with you.',
      ),
      paragraph('A good NDA sets out:'),
      bulletList([
        'what information is confidential and the purpose it may be used for;',
        'how long the obligations last, usually 2–3 years;',
        'a ban on poaching employees and customers;',
        'a duty to return or destroy documents if the deal does not go ahead;',
        'a contractual penalty for breaches and the governing law.',
      ]),
      heading('4. Finding buyers'),
      paragraph('Buyers usually belong to one of these groups:'),
      bulletList([
        '**strategic buyers** – competitors, suppliers or customers who gain synergies and can often pay more;',
        '**financial investors** – private equity funds and investors looking for stable cash flow and growth potential;',
        '**management or employees** – a management buy-out (MBO) by a team that knows the company well;',
        '**private individuals** – entrepreneurs who would rather buy a running business than start from scratch.',
      ]),
      paragraph(
        'Publish a listing on Bizness.lv, approach likely strategic buyers directly or engage a deal broker. Find out in the very first conversations how the buyer plans to finance the deal – with own funds, a bank loan or a partly deferred payment to the seller.',
      ),
      heading('5. Letter of intent'),
      paragraph(
        'Once you have a buyer, sign a letter of intent before the costly due diligence begins. It records the price or how it will be calculated, the payment terms, the scope and timing of due diligence, an exclusivity period (usually 60–90 days during which the seller does not talk to other buyers) and the main deal conditions. A letter of intent is usually not binding as to the deal itself, but binding as to confidentiality and exclusivity.',
      ),
      heading('6. Due diligence'),
      paragraph(
        'During due diligence the buyer and its advisers check everything the seller has claimed: financial results and taxes, contracts, employment matters, the condition of assets, licences and legal risks. A virtual data room keeps the documents in order. Be open – a problem the buyer finds on its own erodes trust and the price, while one that surfaces after the deal can end in a claim against the seller.',
      ),
      heading('7. The share purchase agreement'),
      paragraph('The share purchase agreement is the central document of the deal. It usually sets out:'),
      bulletList([
        'the parties and the number and nominal value of the shares sold;',
        'the price and payment terms – a deposit, payment through a notary’s or bank escrow account, a deferred payment or an earn-out tied to future results;',
        'the seller’s representations and warranties about the company and the limits of liability;',
        'conditions to be met before completion, such as bank or Competition Council approval;',
        'a non-compete for the seller and transition-period duties;',
        'how disputes will be resolved.',
      ]),
      paragraph('Draft the agreement with a lawyer experienced in company deals: templates protect neither seller nor buyer.'),
      heading('8. Formalities at the Register of Enterprises'),
      numberedList([
        '**Pre-emption rights.** If an SIA has several shareholders, the others usually have a right of first refusal on the shares for sale unless the articles of association say otherwise. Check the articles and respect the notice periods.',
        '**Notice to the board.** After signing, the board is notified of the transfer and records it in the register of shareholders.',
        '**Filing the register of shareholders.** The board files the updated register of shareholders with the Register of Enterprises – most easily through the UR e-services with a qualified electronic signature.',
        '**Board changes.** If board members change, file an application with the UR together with the new members’ consent.',
        '**Beneficial owners.** Update the beneficial ownership information if it changes.',
        '**Competition Council.** If the parties’ turnover reaches the statutory thresholds, the merger must be notified to the Competition Council before completion.',
        '**Banks and partners.** Change signing rights at the banks and inform key partners.',
      ]),
      heading('9. After the deal'),
      paragraph(
        'During the transition help the new owner get to know the team and the customers – it also protects your deferred payment or earn-out. For a private individual the income from selling shares is a capital gain that must be declared to the State Revenue Service; get tax advice before you sign.',
      ),
      paragraph(
        'If you would like experienced specialists to run the deal from start to finish, use the Bizness.lv business sale brokerage and legal consultation services.',
      ),
    ),
  },
}
