import { bulletList, heading, numberedList, paragraph, richText } from '../../lexical'
import type { ArticleSeed } from './article-seed'

export const BUSINESS_VALUATION: ArticleSeed = {
  order: 1,
  lv: {
    title: 'Kā novērtēt uzņēmumu',
    excerpt:
      'Ienākumu, aktīvu un salīdzināmo uzņēmumu metode: kā aprēķināt sava uzņēmuma vērtību, kādus skaitļus sagatavot un kā noteikt pamatotu pārdošanas cenu.',
    content: richText(
      paragraph(
        'Cena ir pirmais, ko pircējs ierauga sludinājumā, un tā nosaka, vai saruna vispār sāksies. Pārāk augsta cena atbaida nopietnus pircējus, pārāk zema – atstāj naudu uz galda. Uzņēmuma vērtība nav viens “pareizais” skaitlis, bet pamatots diapazons, ko iegūst, aplūkojot uzņēmumu no vairākiem skatpunktiem. Šajā rakstā aplūkosim trīs pamatmetodes – ienākumu, aktīvu un salīdzināmo uzņēmumu metodi – un to, kā tās lietot Latvijas apstākļos.',
      ),
      heading('Sāciet ar sakārtotiem skaitļiem'),
      paragraph(
        'Jebkurš vērtējums ir tik labs, cik labi ir skaitļi, uz kuriem tas balstās. Sagatavojiet vismaz trīs pēdējo gadu gada pārskatus (bilanci, peļņas vai zaudējumu aprēķinu un, ja ir, naudas plūsmas pārskatu) un tekošā gada starpperioda rezultātus. Atcerieties, ka pircējs tāpat apskatīs jūsu gada pārskatus Lursoft vai Uzņēmumu reģistra (UR) datubāzē – tiem jāsakrīt ar to, ko stāstāt.',
      ),
      bulletList([
        '**Normalizējiet peļņu.** Izslēdziet vienreizējus ienākumus un izdevumus (pamatlīdzekļu pārdošanu, apdrošināšanas atlīdzību, vienreizēju remontu) un izdevumus, kas nav saistīti ar uzņēmuma darbību, piemēram, īpašnieka personīgos tēriņus.',
        '**Koriģējiet īpašnieka atalgojumu.** Ja īpašnieks strādā uzņēmumā par simbolisku algu, pircējam šis darbs būs jāapmaksā tirgus līmenī – atskaitiet to no peļņas. Ja alga ir krietni virs tirgus, starpību pieskaitiet.',
        '**Aprēķiniet EBITDA** – peļņu pirms procentiem, nodokļiem, nolietojuma un amortizācijas. Tas ir visbiežāk lietotais rādītājs darījumu sarunās, jo ļauj salīdzināt uzņēmumus ar atšķirīgu finansējumu.',
        '**Nosakiet neto parādu** – kredītus, līzingus un citus aizņēmumus mīnus naudu kontos. Pircējs parasti maksā par uzņēmumu “bez naudas un bez parādiem”, tāpēc daļu cena = uzņēmuma vērtība − neto parāds.',
        '**Novērtējiet apgrozāmo kapitālu** – krājumus un debitorus mīnus kreditorus. Uzņēmumā jāatstāj tik daudz, cik vajadzīgs ikdienas darbam; pārpalikums vai iztrūkums koriģē cenu.',
      ]),
      heading('1. Ienākumu metode'),
      paragraph(
        'Ienākumu metode vērtē uzņēmumu pēc naudas, ko tas nesīs jaunajam īpašniekam nākotnē. Tā ir loģiskākā metode pelnošam uzņēmumam, jo pircējs būtībā pērk nākotnes naudas plūsmu. Praksē izmanto divus variantus.',
      ),
      heading('Diskontētā naudas plūsma (DCF)', 'h3'),
      paragraph(
        'Vispirms sagatavo prognozi 3–5 gadiem: apgrozījums, izdevumi, EBITDA, investīcijas pamatlīdzekļos un apgrozāmā kapitāla izmaiņas. Brīvā naudas plūsma ir nauda, kas paliek pēc visām vajadzīgajām investīcijām. Katra gada plūsmu diskontē uz šodienu ar likmi, kas atspoguļo risku, un pieskaita atlikušo vērtību – prognozes perioda beigās uzņēmuma vērtību “uz priekšu”.',
      ),
      paragraph(
        'Diskonta likme mazam privātam uzņēmumam Latvijā parasti ir krietni augstāka nekā lielai biržas kompānijai – bieži 15–25 % un vairāk, jo risks ir lielāks un daļas grūtāk pārdot. Vērtējot ņemiet vērā, ka Latvijā uzņēmumu ienākuma nodoklis (20 %) jāmaksā tikai tad, kad peļņa tiek sadalīta, piemēram, kā dividendes; reinvestēta peļņa netiek aplikta.',
      ),
      paragraph(
        '**Vienkāršots piemērs.** Uzņēmuma brīvā naudas plūsma ir 60 000 EUR gadā, un sagaidāms, ka tā augs par 3 % gadā. Ar diskonta likmi 20 % vērtība ir aptuveni 60 000 × 1,03 / (0,20 − 0,03) ≈ 363 500 EUR. Ja likmi palielina līdz 25 %, vērtība samazinās līdz ≈ 281 000 EUR – tāpēc likmes izvēle vienmēr jāpamato.',
      ),
      heading('Peļņas kapitalizācija', 'h3'),
      paragraph(
        'Uzņēmumam ar stabilu un prognozējamu peļņu var izmantot vienkāršāku pieeju: vērtība = normalizētā gada peļņa / kapitalizācijas likme. Ja normalizētā peļņa ir 50 000 EUR un kapitalizācijas likme 20 %, vērtība ir 250 000 EUR – jeb piecas gada peļņas. Metode nav piemērota strauji augošiem, cikliskiem vai zaudējumus nesošiem uzņēmumiem, jo viena gada peļņa tos neraksturo.',
      ),
      heading('2. Aktīvu metode'),
      paragraph(
        'Aktīvu metode vērtē uzņēmumu pēc tā, kas tam pieder: visus aktīvus tirgus vērtībā mīnus visas saistības. Bilances vērtības šim nolūkam der tikai kā sākumpunkts – tās atspoguļo iegādes cenu un nolietojumu, nevis to, par cik aktīvus var pārdot šodien.',
      ),
      bulletList([
        '**Nekustamais īpašums** – izmantojiet sertificēta vērtētāja novērtējumu; kadastrālā vērtība parasti ir ievērojami zemāka par tirgus vērtību.',
        '**Iekārtas un transportlīdzekļi** – vērtējiet pēc līdzīgu lietotu vienību tirgus cenām, nevis pēc atlikušās bilances vērtības.',
        '**Krājumi** – ieskaitiet tikai pārdodamos; novecojušas vai bojātas preces norakstiet.',
        '**Debitori** – izvērtējiet, vai parādi tiks samaksāti; šaubīgus parādus neieskaitiet.',
        '**Saistības** – kredīti, līzingi, nodokļu maksājumi, uzkrājumi darbinieku atvaļinājumiem un garantijas saistības.',
      ]),
      paragraph(
        'Aktīvu metode ir piemērota kapitālietilpīgiem uzņēmumiem (lauksaimniecība, ražošana, loģistika, nekustamā īpašuma kompānijas) un uzņēmumiem ar zemu rentabilitāti. Tā arī nosaka vērtības “grīdu”: pelnošu uzņēmumu nav jēgas pārdot lētāk par tā aktīvu neto vērtību. Pakalpojumu uzņēmumam ar nelieliem aktīviem šī metode gan nenovērtēs klientu bāzi, zīmolu un komandu – nemateriālo vērtību, par kuru pircējs maksā virs aktīvu vērtības.',
      ),
      heading('3. Salīdzināmo uzņēmumu metode'),
      paragraph(
        'Salīdzināmo uzņēmumu jeb tirgus metode vērtē uzņēmumu pēc tā, par cik tiek pirkti līdzīgi uzņēmumi. Vērtību aprēķina kā finanšu rādītāju, kas reizināts ar reizinātāju: visbiežāk uzņēmuma vērtība pret EBITDA (EV/EBITDA), retāk pret apgrozījumu vai cena pret peļņu (P/E).',
      ),
      paragraph('Latvijā mazo uzņēmumu darījumu cenas gandrīz nekad netiek publiskotas, tāpēc reizinātāji jālieto uzmanīgi:'),
      bulletList([
        '**Biržas reizinātāji nav tieši pārnesami.** Nasdaq Riga vai citās biržās kotētas kompānijas ir lielākas un likvīdākas; privātam mazam uzņēmumam piemēro ievērojamu atlaidi, nereti 30–50 %.',
        '**Ārvalstu nozaru vidējie rādītāji** neatspoguļo Latvijas tirgus izmēru, algu līmeni un riskus.',
        '**Mazo privāto uzņēmumu darījumi** Baltijā bieži notiek aptuveni 3–6 EBITDA robežās, taču izkliede ir liela: atkarība no īpašnieka, viens liels klients vai svārstīga peļņa reizinātāju samazina, bet ilgtermiņa līgumi, izaugsme un spēcīga komanda – palielina.',
        '**Apgrozījuma reizinātājs** noder tikai kā orientieris, piemēram, abonēšanas IT biznesam, jo tas ignorē rentabilitāti.',
      ]),
      paragraph(
        'Salīdzināmo uzņēmumu finanšu rādītājus var atrast to publiskajos gada pārskatos Lursoft vai UR, bet cenas – sludinājumu portālos, arī Bizness.lv. Atcerieties, ka sludinājumā redzamā ir prasītā, nevis darījuma cena.',
      ),
      paragraph(
        'Aptuvenu vērtību pēc visām trim metodēm var aprēķināt [Bizness.lv vērtēšanas kalkulatorā](/vertesanas-kalkulators): tas salīdzina jūsu skaitļus ar publisko sludinājumu cenām jūsu nozarē.',
      ),
      heading('Kā apvienot rezultātus'),
      paragraph(
        'Katra metode atbild uz citu jautājumu, tāpēc labākais rezultāts ir to salīdzinājums. Piemēram, ja DCF dod 360 000 EUR, peļņas kapitalizācija 250 000 EUR, reizinātājs 4 × EBITDA 280 000 EUR, bet aktīvu neto vērtība ir 180 000 EUR, pamatots vērtības diapazons varētu būt 250 000–330 000 EUR. Sludinājuma cenu parasti liek diapazona augšdaļā, atstājot vietu sarunām.',
      ),
      paragraph('Vērtību **paaugstina**:'),
      bulletList([
        'ilgtermiņa līgumi un atkārtoti ienākumi;',
        'dažādota klientu bāze, kurā neviens klients nepārsniedz 10–15 % apgrozījuma;',
        'vadības komanda, kas spēj vadīt uzņēmumu bez īpašnieka;',
        'sakārtota grāmatvedība un stabila izaugsmes tendence.',
      ]),
      paragraph('Vērtību **samazina**:'),
      bulletList([
        'atkarība no īpašnieka personīgajiem kontaktiem vai prasmēm;',
        'viens klients, kas dod vairāk nekā trešdaļu apgrozījuma;',
        'nodokļu riski, nesakārtoti līgumi vai tiesvedības;',
        'novecojušas iekārtas, kurām drīz būs vajadzīgas lielas investīcijas.',
      ]),
      heading('Biežākās kļūdas'),
      numberedList([
        'Cenu balsta uz to, cik uzņēmumā ieguldīts, nevis uz to, cik tas pelna.',
        'Vērtībā ieskaita ienākumus, kas neparādās grāmatvedībā – pircējs maksās tikai par to, ko var pārbaudīt.',
        'Aizmirst atskaitīt neto parādu un nodokļu saistības.',
        'Neņem vērā apgrozāmo kapitālu, kas jāatstāj uzņēmumā ikdienas darbam.',
        'Ignorē darījuma struktūru: daļu pārdošanai un aktīvu pārdošanai ir atšķirīgas nodokļu sekas abām pusēm – konsultējieties ar nodokļu speciālistu.',
      ]),
      paragraph(
        'Neatkarīgs vērtējums palīdz sarunās gan ar pircēju, gan ar banku, kas finansē darījumu. Ja vēlaties, lai jūsu uzņēmumu novērtē profesionāļi, izmantojiet Bizness.lv biznesa vērtēšanas pakalpojumu.',
      ),
    ),
  },
  en: {
    title: 'How to value a business',
    excerpt:
      'The income, asset and comparable-company methods: how to work out what your company is worth, which figures to prepare and how to set a price you can defend.',
    content: richText(
      paragraph(
        'The price is the first thing a buyer sees in a listing, and it decides whether a conversation starts at all. A price that is too high scares off serious buyers; one that is too low leaves money on the table. A company’s value is not a single “correct” number but a reasoned range that you get by looking at the business from several angles. This article walks through the three basic methods – income, assets and comparable companies – and how to apply them in Latvia.',
      ),
      heading('Start with clean figures'),
      paragraph(
        'A valuation is only as good as the figures behind it. Prepare the annual reports for at least the last three years (balance sheet, profit and loss account and, if you have one, the cash flow statement) plus interim results for the current year. Remember that a buyer will look up your annual reports in the Lursoft or Register of Enterprises (UR) databases anyway – they must match what you tell them.',
      ),
      bulletList([
        '**Normalise the profit.** Remove one-off income and costs (the sale of fixed assets, an insurance payout, a one-time repair) and costs unrelated to the business, such as the owner’s personal spending.',
        '**Adjust the owner’s pay.** If the owner works in the company for a token salary, a buyer will have to pay market rate for that work – deduct it from profit. If the salary is well above market, add the difference back.',
        '**Calculate EBITDA** – earnings before interest, taxes, depreciation and amortisation. It is the figure most deal negotiations use, because it lets you compare companies financed in different ways.',
        '**Work out net debt** – loans, leases and other borrowings minus cash. Buyers usually pay for a company “cash-free and debt-free”, so the price of the shares = enterprise value − net debt.',
        '**Assess working capital** – inventory and receivables minus payables. The company must keep what it needs for day-to-day operations; any surplus or shortfall adjusts the price.',
      ]),
      heading('1. The income method'),
      paragraph(
        'The income method values a company by the cash it will bring its new owner in the future. It is the most logical method for a profitable business, because a buyer is essentially buying future cash flow. In practice there are two variants.',
      ),
      heading('Discounted cash flow (DCF)', 'h3'),
      paragraph(
        'First build a forecast for 3–5 years: turnover, costs, EBITDA, capital expenditure and changes in working capital. Free cash flow is the cash left after all necessary investment. Each year’s cash flow is discounted to today at a rate that reflects the risk, and a terminal value – the company’s value at the end of the forecast period going forward – is added.',
      ),
      paragraph(
        'The discount rate for a small private company in Latvia is usually much higher than for a large listed one – often 15–25% or more, because the risk is greater and the shares are harder to sell. Keep in mind that in Latvia corporate income tax (20%) is paid only when profit is distributed, for example as dividends; reinvested profit is not taxed.',
      ),
      paragraph(
        '**A simplified example.** A company’s free cash flow is EUR 60,000 a year and is expected to grow by 3% a year. At a 20% discount rate the value is roughly 60,000 × 1.03 / (0.20 − 0.03) ≈ EUR 363,500. Raise the rate to 25% and the value falls to ≈ EUR 281,000 – which is why the choice of rate must always be justified.',
      ),
      heading('Capitalised earnings', 'h3'),
      paragraph(
        'For a company with stable, predictable profit there is a simpler approach: value = normalised annual profit / capitalisation rate. With a normalised profit of EUR 50,000 and a capitalisation rate of 20%, the value is EUR 250,000 – five years of profit. The method does not suit fast-growing, cyclical or loss-making companies, because a single year’s profit does not describe them.',
      ),
      heading('2. The asset method'),
      paragraph(
        'The asset method values a company by what it owns: all assets at market value minus all liabilities. Book values are only a starting point here – they show purchase price and depreciation, not what the assets would sell for today.',
      ),
      bulletList([
        '**Real estate** – use a certified valuer’s report; the cadastral value is usually well below market value.',
        '**Equipment and vehicles** – value them by market prices for similar used items, not by their remaining book value.',
        '**Inventory** – count only what can be sold; write off obsolete or damaged goods.',
        '**Receivables** – judge whether the debts will actually be paid; leave doubtful ones out.',
        '**Liabilities** – loans, leases, taxes due, accrued holiday pay and warranty obligations.',
      ]),
      paragraph(
        'The asset method suits capital-intensive companies (agriculture, manufacturing, logistics, property companies) and businesses with low profitability. It also sets a floor: there is no point selling a profitable company for less than the net value of its assets. For a service company with few assets, however, it will not capture the customer base, brand and team – the intangible value a buyer pays for above the assets.',
      ),
      heading('3. The comparable-company method'),
      paragraph(
        'The comparable-company or market method values a business by what similar businesses are bought for. Value is a financial figure times a multiple: most often enterprise value to EBITDA (EV/EBITDA), less often to turnover, or price to earnings (P/E).',
      ),
      paragraph('Prices of small-company deals in Latvia are almost never published, so use multiples with care:'),
      bulletList([
        '**Stock-market multiples do not carry over directly.** Companies listed on Nasdaq Riga or other exchanges are larger and more liquid; a small private company takes a significant discount, often 30–50%.',
        '**Foreign industry averages** do not reflect the size of the Latvian market, its wage levels or its risks.',
        '**Small private company deals** in the Baltics often close at around 3–6 times EBITDA, but the spread is wide: dependence on the owner, one large customer or volatile profit pull the multiple down, while long-term contracts, growth and a strong team push it up.',
        '**A turnover multiple** is only a rough guide, for instance for a subscription IT business, because it ignores profitability.',
      ]),
      paragraph(
        'You can find comparable companies’ figures in their public annual reports on Lursoft or UR, and asking prices on listing sites, Bizness.lv included. Remember that a listing shows the asking price, not the price the deal closed at.',
      ),
      paragraph(
        'You can work out an indicative value by all three methods in the [Bizness.lv valuation calculator](/en/vertesanas-kalkulators): it compares your figures with the asking prices of public listings in your sector.',
      ),
      heading('Putting the results together'),
      paragraph(
        'Each method answers a different question, so the best result comes from comparing them. For example, if DCF gives EUR 360,000, capitalised earnings EUR 250,000, a multiple of 4 × EBITDA EUR 280,000 and the net asset value is EUR 180,000, a reasonable value range might be EUR 250,000–330,000. The asking price usually sits at the top of the range, leaving room to negotiate.',
      ),
      paragraph('Value goes **up** with:'),
      bulletList([
        'long-term contracts and recurring revenue;',
        'a diversified customer base in which no customer exceeds 10–15% of turnover;',
        'a management team that can run the company without the owner;',
        'tidy accounts and a steady growth trend.',
      ]),
      paragraph('Value goes **down** with:'),
      bulletList([
        'dependence on the owner’s personal contacts or skills;',
        'a single customer bringing in more than a third of turnover;',
        'tax risks, untidy contracts or litigation;',
        'ageing equipment that will soon need major investment.',
      ]),
      heading('Common mistakes'),
      numberedList([
        'Basing the price on how much has been invested rather than on how much the company earns.',
        'Counting income that does not appear in the books – a buyer will pay only for what can be verified.',
        'Forgetting to deduct net debt and tax liabilities.',
        'Ignoring the working capital that must stay in the company.',
        'Ignoring the deal structure: selling shares and selling assets have different tax consequences for both sides – ask a tax adviser.',
      ]),
      paragraph(
        'An independent valuation helps in negotiations with both the buyer and the bank financing the deal. If you would like professionals to value your company, use the Bizness.lv business valuation service.',
      ),
    ),
  },
}
