/**
 * Every text of the editor, with Dutch defaults. A `{name}` in a text is replaced by a file's
 * name. The app passes its own (English) texts through `labels`.
 */
export interface EditorLabels {
  /** Accessible name of the editing surface. */
  surface: string;
  /** Description of the editing surface: how to reach the toolbar. */
  surfaceHint: string;
  /** Name of the formatting toolbar. */
  toolbar: string;
  /** Name of the table toolbar, shown while the cursor is in a table. */
  tableToolbar: string;
  /** Names of the toolbar's groups of buttons. */
  groupBlock: string;
  groupText: string;
  groupLists: string;
  groupInsert: string;
  groupMove: string;
  groupHistory: string;
  /** Turns a heading into body text. */
  body: string;
  heading1: string;
  heading2: string;
  /** A sub-heading inside body text (h3). */
  heading3: string;
  /** A sub-heading inside body text (h4). */
  heading4: string;
  bold: string;
  italic: string;
  underline: string;
  strike: string;
  bulletList: string;
  orderedList: string;
  blockquote: string;
  link: string;
  insertTable: string;
  insertFile: string;
  insertContact: string;
  moveUp: string;
  moveDown: string;
  deleteBlock: string;
  undo: string;
  redo: string;
  rowBefore: string;
  rowAfter: string;
  columnBefore: string;
  columnAfter: string;
  deleteRow: string;
  deleteColumn: string;
  headerRow: string;
  deleteTable: string;
  /** Title of the link dialog. */
  linkDialogTitle: string;
  linkUrl: string;
  linkUrlDescription: string;
  /** The link's text, asked when nothing is selected. */
  linkText: string;
  linkSave: string;
  linkRemove: string;
  linkRequired: string;
  /** The address has another scheme than http(s), mailto or tel. */
  linkInvalid: string;
  cancel: string;
  /** Hidden label of a dialog's close button. */
  close: string;
  contactDialogTitle: string;
  contactSearch: string;
  contactSearching: string;
  contactNone: string;
  contactSearchFailed: string;
  /** Hidden prefix of a file card. */
  fileBlock: string;
  /** Hidden prefix of a contact card. */
  contactBlock: string;
  download: string;
  email: string;
  phone: string;
  organisation: string;
  /** Name of the list of running uploads. */
  uploads: string;
  /** Name of an upload's progress bar. */
  uploading: string;
  /** Shown when an upload fails without a message of its own. */
  uploadFailed: string;
  uploadCancel: string;
  uploadDismiss: string;
  uploadDone: string;
  blockMovedUp: string;
  blockMovedDown: string;
  sectionMovedUp: string;
  sectionMovedDown: string;
  blockDeleted: string;
  /** Tooltip of the drag handle beside a block (a mouse aid; the keyboard moves with the toolbar). */
  dragHandle: string;
  /** An edit was refused: a heading would get longer than `{max}` characters. */
  headingTooLong: string;
  /** An edit was refused: a body block would get longer than the server takes. */
  bodyTooLong: string;
  /** An edit was refused: the document would get more than `{max}` blocks. */
  tooManyBlocks: string;
}

/** The Dutch texts. */
export const DEFAULT_EDITOR_LABELS: Readonly<EditorLabels> = {
  surface: 'Tekst van het document',
  surfaceHint: 'Alt+F10 gaat naar de werkbalk.',
  toolbar: 'Opmaak',
  tableToolbar: 'Tabel',
  groupBlock: 'Soort tekst',
  groupText: 'Tekstopmaak',
  groupLists: 'Lijsten en citaat',
  groupInsert: 'Invoegen',
  groupMove: 'Blok verplaatsen of verwijderen',
  groupHistory: 'Geschiedenis',
  body: 'Tekst',
  heading1: 'Kop 1',
  heading2: 'Kop 2',
  heading3: 'Kop 3',
  heading4: 'Kop 4',
  bold: 'Vet',
  italic: 'Cursief',
  underline: 'Onderstreept',
  strike: 'Doorgehaald',
  bulletList: 'Opsomming',
  orderedList: 'Genummerde lijst',
  blockquote: 'Citaat',
  link: 'Link',
  insertTable: 'Tabel invoegen',
  insertFile: 'Bestand invoegen',
  insertContact: 'Contactpersoon invoegen',
  moveUp: 'Omhoog verplaatsen',
  moveDown: 'Omlaag verplaatsen',
  deleteBlock: 'Blok verwijderen',
  undo: 'Ongedaan maken',
  redo: 'Opnieuw',
  rowBefore: 'Rij erboven',
  rowAfter: 'Rij eronder',
  columnBefore: 'Kolom links',
  columnAfter: 'Kolom rechts',
  deleteRow: 'Rij verwijderen',
  deleteColumn: 'Kolom verwijderen',
  headerRow: 'Koprij',
  deleteTable: 'Tabel verwijderen',
  linkDialogTitle: 'Link',
  linkUrl: 'Adres',
  linkUrlDescription: 'Begint met https://, http://, mailto: of tel:',
  linkText: 'Tekst van de link',
  linkSave: 'Opslaan',
  linkRemove: 'Link verwijderen',
  linkRequired: 'Vul een adres in.',
  linkInvalid:
    'Dit adres kan geen link worden: gebruik een adres dat begint met https://, http://, mailto: of tel:.',
  cancel: 'Annuleren',
  close: 'Sluiten',
  contactDialogTitle: 'Contactpersoon invoegen',
  contactSearch: 'Zoek een contactpersoon',
  contactSearching: 'Zoeken…',
  contactNone: 'Geen contactpersonen gevonden.',
  contactSearchFailed: 'Zoeken is niet gelukt.',
  fileBlock: 'Bestand',
  contactBlock: 'Contactpersoon',
  download: 'Downloaden',
  email: 'E-mail',
  phone: 'Telefoon',
  organisation: 'Organisatie',
  uploads: 'Bestanden die worden geüpload',
  uploading: '{name} wordt geüpload',
  uploadFailed: 'Uploaden van {name} is niet gelukt.',
  uploadCancel: 'Annuleren',
  uploadDismiss: 'Sluiten',
  uploadDone: '{name} is toegevoegd.',
  blockMovedUp: 'Blok omhoog verplaatst.',
  blockMovedDown: 'Blok omlaag verplaatst.',
  sectionMovedUp: 'Sectie omhoog verplaatst.',
  sectionMovedDown: 'Sectie omlaag verplaatst.',
  blockDeleted: 'Blok verwijderd.',
  dragHandle: 'Slepen om te verplaatsen',
  headingTooLong: 'Een kop kan niet langer zijn dan {max} tekens.',
  bodyTooLong: 'Dit tekstblok kan niet langer worden. Begin een nieuw blok met een kop.',
  tooManyBlocks: 'Een document kan niet meer dan {max} blokken hebben.',
};

/** Fills `{name}` in a text. */
export function fillLabel(text: string, name: string): string {
  return text.replaceAll('{name}', name);
}
