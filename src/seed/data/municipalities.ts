import type { Location } from '@/payload-types'

export type Municipality = {
  /** ATVK 2021 code (MK noteikumi Nr. 379, in force since 1 July 2021). */
  atvk: string
  title: { lv: string; en: string; ru: string }
  kind: Location['kind']
  region: Location['region']
}

const stateCity = (atvk: string, lv: string, en: string, ru: string, region: Location['region']): Municipality => ({
  atvk,
  title: { lv, en, ru },
  kind: 'state_city',
  region,
})

/** `ru`: the adjective Russian names a novads with, «Цесисский край». */
const novads = (atvk: string, lv: string, en: string, ru: string, region: Location['region']): Municipality => ({
  atvk,
  title: { lv: `${lv} novads`, en: `${en} Municipality`, ru: `${ru} край` },
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
  stateCity('0001000', 'Rīga', 'Riga', 'Рига', 'riga'),
  stateCity('0002000', 'Daugavpils', 'Daugavpils', 'Даугавпилс', 'latgale'),
  stateCity('0003000', 'Jelgava', 'Jelgava', 'Елгава', 'zemgale'),
  stateCity('0004000', 'Jūrmala', 'Jūrmala', 'Юрмала', 'riga'),
  stateCity('0005000', 'Liepāja', 'Liepāja', 'Лиепая', 'kurzeme'),
  stateCity('0006000', 'Rēzekne', 'Rēzekne', 'Резекне', 'latgale'),
  stateCity('0007000', 'Ventspils', 'Ventspils', 'Вентспилс', 'kurzeme'),
  novads('0020000', 'Aizkraukles', 'Aizkraukle', 'Айзкраукльский', 'zemgale'),
  novads('0021000', 'Alūksnes', 'Alūksne', 'Алуксненский', 'vidzeme'),
  novads('0022000', 'Augšdaugavas', 'Augšdaugava', 'Аугшдаугавский', 'latgale'),
  novads('0023000', 'Ādažu', 'Ādaži', 'Адажский', 'riga'),
  novads('0024000', 'Balvu', 'Balvi', 'Балвский', 'latgale'),
  novads('0025000', 'Bauskas', 'Bauska', 'Бауский', 'zemgale'),
  novads('0026000', 'Cēsu', 'Cēsis', 'Цесисский', 'vidzeme'),
  novads('0027000', 'Dienvidkurzemes', 'South Kurzeme', 'Южнокурземский', 'kurzeme'),
  novads('0028000', 'Dobeles', 'Dobele', 'Добельский', 'zemgale'),
  novads('0029000', 'Gulbenes', 'Gulbene', 'Гулбенский', 'vidzeme'),
  novads('0030000', 'Jelgavas', 'Jelgava', 'Елгавский', 'zemgale'),
  novads('0031000', 'Jēkabpils', 'Jēkabpils', 'Екабпилсский', 'zemgale'),
  novads('0032000', 'Krāslavas', 'Krāslava', 'Краславский', 'latgale'),
  novads('0033000', 'Kuldīgas', 'Kuldīga', 'Кулдигский', 'kurzeme'),
  novads('0034000', 'Ķekavas', 'Ķekava', 'Кекавский', 'riga'),
  novads('0035000', 'Limbažu', 'Limbaži', 'Лимбажский', 'vidzeme'),
  novads('0036000', 'Līvānu', 'Līvāni', 'Ливанский', 'latgale'),
  novads('0037000', 'Ludzas', 'Ludza', 'Лудзенский', 'latgale'),
  novads('0038000', 'Madonas', 'Madona', 'Мадонский', 'vidzeme'),
  novads('0039000', 'Mārupes', 'Mārupe', 'Марупский', 'riga'),
  novads('0040000', 'Ogres', 'Ogre', 'Огрский', 'vidzeme'),
  novads('0041000', 'Olaines', 'Olaine', 'Олайнский', 'riga'),
  novads('0042000', 'Preiļu', 'Preiļi', 'Прейльский', 'latgale'),
  novads('0043000', 'Rēzeknes', 'Rēzekne', 'Резекненский', 'latgale'),
  novads('0044000', 'Ropažu', 'Ropaži', 'Ропажский', 'riga'),
  novads('0045000', 'Salaspils', 'Salaspils', 'Саласпилсский', 'riga'),
  novads('0046000', 'Saldus', 'Saldus', 'Салдусский', 'kurzeme'),
  novads('0047000', 'Saulkrastu', 'Saulkrasti', 'Саулкрастский', 'riga'),
  novads('0048000', 'Siguldas', 'Sigulda', 'Сигулдский', 'riga'),
  novads('0049000', 'Smiltenes', 'Smiltene', 'Смилтенский', 'vidzeme'),
  novads('0051000', 'Talsu', 'Talsi', 'Талсинский', 'kurzeme'),
  novads('0052000', 'Tukuma', 'Tukums', 'Тукумский', 'kurzeme'),
  novads('0053000', 'Valkas', 'Valka', 'Валкский', 'vidzeme'),
  novads('0054000', 'Valmieras', 'Valmiera', 'Валмиерский', 'vidzeme'),
  novads('0055000', 'Varakļānu', 'Varakļāni', 'Вараклянский', 'vidzeme'),
  novads('0056000', 'Ventspils', 'Ventspils', 'Вентспилсский', 'kurzeme'),
]
