/**
 * Corrections to Payload's own Latvian panel texts (merged over @payloadcms/translations' lv).
 * Payload puts a collection's name, in the nominative, after a verb ('dzēst Lietotājs'); these
 * say it with a colon or in brackets instead. The three kinds of 'lock' get words of their own:
 * 'Bloķēts' is only a moderator's block (our field), a login held after failed passwords is
 * 'pieteikšanās liegta', a document open in someone else's panel is 'rediģē cits lietotājs'.
 */
export const payloadLatvian = {
  general: {
    true: 'Jā',
    false: 'Nē',
    aboutToDelete: 'Vai tiešām dzēst <1>{{title}}</1> ({{label}})?',
    aboutToDeleteCount_one: 'Vai tiešām dzēst {{count}} ierakstu ({{label}})?',
    aboutToDeleteCount_other: 'Vai tiešām dzēst {{count}} ierakstus ({{label}})?',
    aboutToDeleteCount_many: 'Vai tiešām dzēst {{count}} ierakstus ({{label}})?',
    aboutToPermanentlyDelete: 'Vai tiešām neatgriezeniski dzēst <1>{{title}}</1> ({{label}})?',
    deleteLabel: 'Dzēst: {{label}}',
    editLabel: 'Rediģēt: {{label}}',
    createNewLabel: 'Jauns ieraksts: {{label}}',
    creatingNewLabel: 'Jauns ieraksts: {{label}}',
    titleDeleted: '“{{title}}” ({{label}}) izdzēsts.',
    searchBy: 'Meklēt: {{label}}',
    noLabel: '<{{label}}: nav>',
    documentLocked: 'Dokumentu rediģē cits lietotājs',
    currentlyEditing:
      'pašlaik rediģē šo dokumentu. Ja pārņemsiet rediģēšanu, viņš to vairs nevarēs saglabāt un var zaudēt nesaglabātās izmaiņas.',
  },
  authentication: {
    forceUnlock: 'Atļaut pieteikties atkal',
    lockUntil: 'Pieteikšanās liegta līdz',
    successfullyUnlocked: 'Pieteikšanās atkal atļauta.',
    failedToUnlock: 'Neizdevās atļaut pieteikšanos.',
  },
  error: {
    userLocked: 'Pārāk daudz neveiksmīgu pieteikšanās mēģinājumu: pieteikšanās uz laiku liegta.',
  },
}
