type Localized = { lv: string; en: string }

type ServiceSeed = { title: Localized; description: Localized; url: string }

export const SITE_SETTINGS = {
  tagline: { lv: 'Uzņēmumu pirkšana un pārdošana Latvijā', en: 'Buying and selling businesses in Latvia' },
  dealsCompleted: 103,
  potentialInvestors: 1568,
  listingLifetimeDays: 180,
  servicesPanel: {
    title: { lv: 'Mūsu pakalpojumi pārdevējiem', en: 'Our services for sellers' },
    claim: { lv: 'Vairāk nekā 100 darījumu Baltijas valstīs', en: 'More than 100 deals in the Baltic states' },
    services: [
      {
        title: { lv: 'Biznesa vērtēšana', en: 'Business valuation' },
        description: {
          lv: 'Neatkarīgs uzņēmuma vērtējums ar ienākumu, aktīvu un salīdzināmo uzņēmumu metodi – pamatota cena sarunām ar pircēju un banku.',
          en: 'An independent valuation using the income, asset and comparable-company methods – a justified price for talks with buyers and banks.',
        },
        url: 'https://bizness.lv/pakalpojumi/biznesa-vertesana',
      },
      {
        title: { lv: 'Biznesa pārdošanas starpniecība', en: 'Business sale brokerage' },
        description: {
          lv: 'Sagatavojam piedāvājumu, atrodam un pārbaudām pircējus, vadām sarunas un izpēti līdz darījuma noslēgšanai.',
          en: 'We prepare the offer, find and vet buyers, and run negotiations and due diligence through to completion.',
        },
        url: 'https://bizness.lv/pakalpojumi/biznesa-pardosanas-starpnieciba',
      },
      {
        title: { lv: 'Juridiskās konsultācijas', en: 'Legal consultation' },
        description: {
          lv: 'Konfidencialitātes līgumi, daļu pirkuma līgums un formalitātes Uzņēmumu reģistrā – no pirmās sarunas līdz ierakstam.',
          en: 'Non-disclosure agreements, the share purchase agreement and Register of Enterprises formalities – from first talks to registration.',
        },
        url: 'https://bizness.lv/pakalpojumi/juridiskas-konsultacijas',
      },
    ] satisfies ServiceSeed[],
  },
  footerLinks: {
    aboutUrl: 'https://bizness.lv/par-mums',
    contactUrl: 'https://bizness.lv/kontakti',
    advertisingUrl: 'https://reklama.bizness.lv',
  },
}
