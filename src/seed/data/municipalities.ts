import type { Location } from '@/payload-types'

export type Municipality = {
  /** ATVK 2021 code (MK noteikumi Nr. 379, in force since 1 July 2021). */
  atvk: string
  title: { lv: string; en: string }
  kind: Location['kind']
  region: Location['region']
}

const stateCity = (atvk: string, lv: string, en: string, region: Location['region']): Municipality => ({
  atvk,
  title: { lv, en },
  kind: 'state_city',
  region,
})

const novads = (atvk: string, lv: string, en: string, region: Location['region']): Municipality => ({
  atvk,
  title: { lv: `${lv} novads`, en: `${en} Municipality` },
  kind: 'municipality',
  region,
})

/**
 * The 43 municipalities of the 2021 reform: 7 state cities and 36 novadi. Codes follow the
 * classifier's layout (digits 3–4: 01–19 state cities, 20–99 novadi in alphabetical order).
 * Varakļānu novads is kept although it joined Madonas novads on 1 July 2025 (the merged
 * Madona became 0038001), because the site lists the municipalities of the 2021 reform.
 * Planning regions follow the post-reform division that puts Tukums in Kurzeme and Limbaži
 * and Ogre in Vidzeme.
 */
export const MUNICIPALITIES: Municipality[] = [
  stateCity('0001000', 'Rīga', 'Riga', 'riga'),
  stateCity('0002000', 'Daugavpils', 'Daugavpils', 'latgale'),
  stateCity('0003000', 'Jelgava', 'Jelgava', 'zemgale'),
  stateCity('0004000', 'Jūrmala', 'Jūrmala', 'riga'),
  stateCity('0005000', 'Liepāja', 'Liepāja', 'kurzeme'),
  stateCity('0006000', 'Rēzekne', 'Rēzekne', 'latgale'),
  stateCity('0007000', 'Ventspils', 'Ventspils', 'kurzeme'),
  novads('0020000', 'Aizkraukles', 'Aizkraukle', 'zemgale'),
  novads('0021000', 'Alūksnes', 'Alūksne', 'vidzeme'),
  novads('0022000', 'Augšdaugavas', 'Augšdaugava', 'latgale'),
  novads('0023000', 'Ādažu', 'Ādaži', 'riga'),
  novads('0024000', 'Balvu', 'Balvi', 'latgale'),
  novads('0025000', 'Bauskas', 'Bauska', 'zemgale'),
  novads('0026000', 'Cēsu', 'Cēsis', 'vidzeme'),
  novads('0027000', 'Dienvidkurzemes', 'South Kurzeme', 'kurzeme'),
  novads('0028000', 'Dobeles', 'Dobele', 'zemgale'),
  novads('0029000', 'Gulbenes', 'Gulbene', 'vidzeme'),
  novads('0030000', 'Jelgavas', 'Jelgava', 'zemgale'),
  novads('0031000', 'Jēkabpils', 'Jēkabpils', 'zemgale'),
  novads('0032000', 'Krāslavas', 'Krāslava', 'latgale'),
  novads('0033000', 'Kuldīgas', 'Kuldīga', 'kurzeme'),
  novads('0034000', 'Ķekavas', 'Ķekava', 'riga'),
  novads('0035000', 'Limbažu', 'Limbaži', 'vidzeme'),
  novads('0036000', 'Līvānu', 'Līvāni', 'latgale'),
  novads('0037000', 'Ludzas', 'Ludza', 'latgale'),
  novads('0038000', 'Madonas', 'Madona', 'vidzeme'),
  novads('0039000', 'Mārupes', 'Mārupe', 'riga'),
  novads('0040000', 'Ogres', 'Ogre', 'vidzeme'),
  novads('0041000', 'Olaines', 'Olaine', 'riga'),
  novads('0042000', 'Preiļu', 'Preiļi', 'latgale'),
  novads('0043000', 'Rēzeknes', 'Rēzekne', 'latgale'),
  novads('0044000', 'Ropažu', 'Ropaži', 'riga'),
  novads('0045000', 'Salaspils', 'Salaspils', 'riga'),
  novads('0046000', 'Saldus', 'Saldus', 'kurzeme'),
  novads('0047000', 'Saulkrastu', 'Saulkrasti', 'riga'),
  novads('0048000', 'Siguldas', 'Sigulda', 'riga'),
  novads('0049000', 'Smiltenes', 'Smiltene', 'vidzeme'),
  novads('0051000', 'Talsu', 'Talsi', 'kurzeme'),
  novads('0052000', 'Tukuma', 'Tukums', 'kurzeme'),
  novads('0053000', 'Valkas', 'Valka', 'vidzeme'),
  novads('0054000', 'Valmieras', 'Valmiera', 'vidzeme'),
  novads('0055000', 'Varakļānu', 'Varakļāni', 'vidzeme'),
  novads('0056000', 'Ventspils', 'Ventspils', 'kurzeme'),
]
