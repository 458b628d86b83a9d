import { randomUUID } from 'node:crypto';
import { TEMPLATE_DOCUMENT_ID } from '@koers/contract/constants';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/types.js';
import { nowIso } from '../lib/time.js';
import { recordSave } from '../repositories/document-history.js';
import { newStorageKey, type FileStorage } from '../storage/index.js';
import type { SeedIds } from './core.js';
import {
  lingePlan,
  planRange,
  planYears,
  rivierenlandPlan,
  SCHOOLS,
  schoolPlan,
  templatePlan,
  yearPlan,
  type SchoolProfile,
  type SeedBlock,
  type SeedContactContent,
} from './content-text.js';
import { encodePng, initialsIcon } from './icons.js';

type Db = Kysely<Database> | Transaction<Database>;

export interface SeedContentOptions {
  /**
   * Where to put the demo's files (PDFs behind file blocks, application icons). Without it the
   * file blocks have no file and the applications no icon.
   */
  storage?: FileStorage;
}

/** Document ids the demo fixes: 1 is the board's koersplan, 2 the Koers template (SPEC §9). */
export const KOERSPLAN_DOCUMENT_ID = 1;

// ---------------------------------------------------------------------------------------------
// Small real files, so downloads and icons work in the demo.

/** A one-page PDF showing a title (ASCII only). */
export function tinyPdf(title: string): Buffer {
  const text = title.replace(/[^\x20-\x7e]/g, '?').replace(/([()\\])/g, '\\$1');
  const stream = `BT /F1 24 Tf 72 760 Td (${text}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(out.length);
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = out.length;
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) out += `${String(offset).padStart(10, '0')} 00000 n \n`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}

/** A square PNG in one colour with a lighter inner square (a stand-in upload for tests). */
export function tinyPng(hex: string, size = 48): Buffer {
  const rgb = [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16)) as [
    number,
    number,
    number,
  ];
  const light = rgb.map((c) => Math.round(c + (255 - c) * 0.6)) as [number, number, number];
  const inner = (v: number) => v >= size / 3 && v < (2 * size) / 3;
  return encodePng(size, size, (x, y) => (inner(x) && inner(y) ? light : rgb));
}

async function storeFile(
  db: Db,
  storage: FileStorage | undefined,
  name: string,
  mimeType: string,
  data: Buffer,
): Promise<number | null> {
  if (!storage) return null;
  const key = newStorageKey();
  await storage.put(key, data);
  const row = await db
    .insertInto('files')
    .values({
      user_id: null,
      name,
      mime_type: mimeType,
      size: data.length,
      storage_key: key,
      created_at: nowIso(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

// ---------------------------------------------------------------------------------------------
// Documents

/**
 * The PDFs behind file blocks: one per title, stored the first time a block asks for it. Without
 * storage every file block has no file.
 */
class SeedFiles {
  private readonly ids = new Map<string, number | null>();

  constructor(
    private readonly db: Db,
    private readonly storage: FileStorage | undefined,
  ) {}

  async pdf(name: string, title: string): Promise<number | null> {
    if (!this.ids.has(title)) {
      this.ids.set(
        title,
        await storeFile(this.db, this.storage, name, 'application/pdf', tinyPdf(title)),
      );
    }
    return this.ids.get(title) ?? null;
  }
}
interface ContactRow {
  id: number;
  name: string;
  function: string | null;
  organisation_name: string | null;
  email: string | null;
  phone: string | null;
}

/** A contact block's content: linked to the social map's contact of that name, if any. */
function contactContent(content: SeedContactContent, contacts: ContactRow[]) {
  const contact = contacts.find(
    (c) => c.name === content.name && c.organisation_name === content.organisation_name,
  );
  if (!contact) return { ...content, contact_id: null };
  return {
    name: contact.name,
    function: contact.function,
    organisation_name: contact.organisation_name,
    email: contact.email,
    phone: contact.phone,
    contact_id: contact.id,
  };
}

async function insertDocument(
  db: Db,
  doc: {
    documentable_type: string;
    documentable_id: number | null;
    type: string;
    name: string;
    period_id: number | null;
  },
  blocks: SeedBlock[],
  files: SeedFiles,
): Promise<number> {
  const now = nowIso();
  // A contact block names a person of the context's social map when there is one: link it and
  // show that contact's details, as choosing the contact in the editor would.
  const contacts =
    doc.documentable_id !== null && blocks.some((block) => block.type === 'contact')
      ? await db
          .selectFrom('contacts')
          .select(['id', 'name', 'function', 'organisation_name', 'email', 'phone'])
          .where('contextable_type', '=', doc.documentable_type)
          .where('contextable_id', '=', doc.documentable_id)
          .execute()
      : [];
  const { id } = await db
    .insertInto('documents')
    // The demo's plans are shared with the team; readers do not see concepts.
    .values({ status: 'ter_bespreking', ...doc, version: 1, created_at: now, updated_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  const rows = [];
  for (const [position, block] of blocks.entries()) {
    const level = block.type === 'h1' ? 1 : block.type === 'h2' ? 2 : null;
    const content =
      block.type === 'file'
        ? JSON.stringify({ name: block.name, file_id: await files.pdf(block.name, block.title) })
        : block.type === 'contact'
          ? JSON.stringify(contactContent(block.content, contacts))
          : block.content;
    rows.push({ document_id: id, uid: randomUUID(), position, type: block.type, level, content });
  }
  await db.insertInto('blocks').values(rows).execute();
  await recordSave(db, { documentId: id, version: 1, userId: null, kind: 'created', full: true });
  return id;
}

// ---------------------------------------------------------------------------------------------
// Calendar: the current school year, with the school holidays of region "midden".

const iso = (d: Date) => d.toISOString().slice(0, 10);
const addDays = (date: string, days: number) => {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return iso(d);
};
/** Monday of ISO week `week` of `year`. */
function isoWeekMonday(year: number, week: number): string {
  const jan4 = new Date(Date.UTC(year, 0, 4));
  const monday = new Date(jan4);
  monday.setUTCDate(jan4.getUTCDate() - ((jan4.getUTCDay() + 6) % 7) + (week - 1) * 7);
  return iso(monday);
}
/** The n-th given weekday (0 = Sunday) of a month, e.g. the first Tuesday of October. */
function nthWeekday(year: number, month: number, weekday: number, n: number): string {
  const first = new Date(Date.UTC(year, month - 1, 1));
  const offset = (weekday - first.getUTCDay() + 7) % 7;
  return iso(new Date(Date.UTC(year, month - 1, 1 + offset + (n - 1) * 7)));
}
/** Easter Sunday (anonymous Gregorian algorithm). */
function easter(year: number): string {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return iso(new Date(Date.UTC(year, month - 1, day)));
}

interface SeedEvent {
  title: string;
  category: 'vakantie' | 'studiedag' | 'ouders' | 'activiteit' | 'vergadering';
  start: string;
  end?: string;
  time?: [string, string];
  description?: string;
  location?: string;
}

/** Events of the school year starting 1 August `y`. */
export function schoolYearEvents(y: number): SeedEvent[] {
  const next = y + 1;
  const weekHoliday = (title: string, year: number, week: number): SeedEvent => {
    const monday = isoWeekMonday(year, week);
    return { title, category: 'vakantie', start: addDays(monday, -2), end: addDays(monday, 6) };
  };
  const christmasStart = (() => {
    // The Saturday in 19–25 December… except that Christmas on a Saturday starts a week earlier.
    const dec25 = new Date(Date.UTC(y, 11, 25));
    return addDays(iso(dec25), -((dec25.getUTCDay() + 1) % 7 || 7));
  })();
  const easterSunday = easter(next);
  const ascension = addDays(easterSunday, 39);
  const kingsDay = `${next}-04-27`;
  const firstDay = isoWeekMonday(y, 35);
  // On a weekend the school celebrates on the Friday before.
  const dec5 = new Date(Date.UTC(y, 11, 5)).getUTCDay();
  const sinterklaas = addDays(`${y}-12-05`, dec5 === 6 ? -1 : dec5 === 0 ? -2 : 0);
  const summer = isoWeekMonday(next, 29);
  return [
    {
      title: 'Eerste schooldag',
      category: 'activiteit',
      start: firstDay,
      description: 'Inloop vanaf 8.15 uur; ouders zijn welkom in de klas.',
    },
    {
      title: 'Informatieavond alle groepen',
      category: 'ouders',
      start: addDays(firstDay, 16),
      time: ['19:00', '20:30'],
      description: 'Kennismaken met de leerkracht en uitleg over het jaarprogramma.',
      location: 'Aula',
    },
    {
      title: 'Studiedag: effectieve leesinstructie',
      category: 'studiedag',
      start: nthWeekday(y, 9, 3, 4),
      description: 'Alle leerlingen vrij.',
    },
    {
      title: 'Kinderboekenweek',
      category: 'activiteit',
      start: nthWeekday(y, 10, 3, 1),
      end: addDays(nthWeekday(y, 10, 3, 1), 11),
    },
    weekHoliday('Herfstvakantie (regio midden)', y, 43),
    {
      title: 'Startgesprekken / oudergesprekken',
      category: 'ouders',
      start: nthWeekday(y, 11, 1, 2),
      end: addDays(nthWeekday(y, 11, 1, 2), 3),
      description: 'Inschrijven via de ouderapp.',
    },
    {
      title: 'MR-vergadering',
      category: 'vergadering',
      start: nthWeekday(y, 11, 2, 3),
      time: ['19:30', '21:30'],
      description: 'Agenda: jaarplan, schoolgids; vergadering is openbaar.',
      location: 'Teamkamer',
    },
    {
      title: 'Sinterklaasviering',
      category: 'activiteit',
      start: sinterklaas,
      description:
        'Groep 1 t/m 4 ontvangen Sinterklaas op het plein; groep 5 t/m 8 vieren met surprises.',
    },
    {
      title: 'Kerstdiner',
      category: 'activiteit',
      start: addDays(christmasStart, -2),
      time: ['17:00', '18:30'],
      location: 'In de eigen klas',
    },
    {
      title: 'Kerstvakantie',
      category: 'vakantie',
      start: christmasStart,
      end: addDays(christmasStart, 15),
    },
    {
      title: 'Studiedag: burgerschap',
      category: 'studiedag',
      start: nthWeekday(next, 1, 5, 4),
      description: 'Alle leerlingen vrij.',
    },
    {
      title: 'Rapportgesprekken',
      category: 'ouders',
      start: nthWeekday(next, 2, 1, 2),
      end: addDays(nthWeekday(next, 2, 1, 2), 3),
    },
    weekHoliday('Voorjaarsvakantie (regio midden)', next, 8),
    {
      title: 'Open dag voor nieuwe ouders',
      category: 'activiteit',
      start: nthWeekday(next, 3, 3, 2),
      time: ['09:00', '11:30'],
    },
    { title: 'Goede Vrijdag', category: 'vakantie', start: addDays(easterSunday, -2) },
    { title: 'Tweede Paasdag', category: 'vakantie', start: addDays(easterSunday, 1) },
    {
      title: 'Koningsspelen',
      category: 'activiteit',
      start: addDays(kingsDay, -((new Date(`${kingsDay}T00:00:00Z`).getUTCDay() + 2) % 7 || 7)),
      description: 'Sportieve ochtend met ontbijt op school.',
      location: 'Schoolplein en gymzaal',
    },
    {
      title: 'Meivakantie',
      category: 'vakantie',
      start: addDays(isoWeekMonday(next, 17), -2),
      end: addDays(isoWeekMonday(next, 18), 6),
    },
    {
      title: 'Hemelvaart (vrij)',
      category: 'vakantie',
      start: ascension,
      end: addDays(ascension, 1),
    },
    { title: 'Tweede Pinksterdag', category: 'vakantie', start: addDays(easterSunday, 50) },
    {
      title: 'Sportdag',
      category: 'activiteit',
      start: nthWeekday(next, 6, 3, 1),
      time: ['08:30', '14:00'],
      description: 'Op de sportvelden; neem gymkleding en een lunchpakket mee.',
      location: 'Sportpark De Bongerd, Rijnstraat 12, Tiel',
    },
    { title: 'Schoolreis groep 1 t/m 7', category: 'activiteit', start: nthWeekday(next, 6, 2, 2) },
    {
      title: 'Studiedag: evaluatie jaarplan',
      category: 'studiedag',
      start: nthWeekday(next, 6, 5, 3),
      description: 'Alle leerlingen vrij.',
    },
    {
      title: 'Musical groep 8',
      category: 'ouders',
      start: addDays(summer, -10),
      time: ['19:00', '21:00'],
      description: 'Afscheidsmusical in de aula; kaarten via de groepsouders.',
      location: 'Aula',
    },
    {
      title: 'Laatste schooldag, om 12.00 uur vrij',
      category: 'activiteit',
      start: addDays(summer, -3),
    },
    {
      title: 'Zomervakantie (regio midden)',
      category: 'vakantie',
      start: addDays(summer, -2),
      end: addDays(summer, 41),
    },
  ];
}

const CALENDAR_CATEGORIES: Array<[SeedEvent['category'], string, string]> = [
  ['vakantie', 'Vakanties en vrije dagen', '#2E7D32'],
  ['studiedag', 'Studiedagen', '#6A1B9A'],
  ['ouders', 'Ouders', '#1565C0'],
  ['activiteit', 'Activiteiten', '#C43E00'],
  ['vergadering', 'Vergaderingen', '#455A64'],
];

async function seedCalendar(db: Db, schoolId: number, events: SeedEvent[]): Promise<void> {
  const categoryIds = {} as Record<SeedEvent['category'], number>;
  for (const [key, name, color] of CALENDAR_CATEGORIES) {
    const row = await db
      .insertInto('calendar_categories')
      .values({ school_id: schoolId, name, color })
      .returning('id')
      .executeTakeFirstOrThrow();
    categoryIds[key] = row.id;
  }
  const now = nowIso();
  await db
    .insertInto('calendar_events')
    .values(
      events.map((e) => ({
        school_id: schoolId,
        calendar_category_id: categoryIds[e.category],
        title: e.title,
        description: e.description ?? null,
        location: e.location ?? null,
        start_date: e.start,
        end_date: e.end ?? e.start,
        start_time: e.time?.[0] ?? null,
        end_time: e.time?.[1] ?? null,
        created_at: now,
        updated_at: now,
      })),
    )
    .execute();
}

// ---------------------------------------------------------------------------------------------
// Social map

const CONTACT_CATEGORIES = [
  'Jeugdzorg',
  'GGD',
  'Wijkteam',
  'Leerplicht',
  'Samenwerkingsverband',
  'Logopedie',
  'Gemeente',
];

type SeedContact = [
  category: string | null,
  name: string,
  fn: string,
  organisation: string,
  phone: string,
];

const SCHOOL_CONTACTS: SeedContact[] = [
  ['Jeugdzorg', 'Karin Verbeek', 'Jeugdhulpverlener', 'Jeugdzorg Gelderland Zuid', '024 382 1100'],
  ['Jeugdzorg', 'Youssef Benali', 'Gezinscoach', 'Jeugdzorg Gelderland Zuid', '024 382 1140'],
  ['Jeugdzorg', 'Marloes Smit', 'Pleegzorgbegeleider', 'Pleegzorg Gelderland', '026 312 4400'],
  ['GGD', 'Esther van Dijk', 'Jeugdverpleegkundige', 'GGD Gelderland-Zuid', '088 144 7111'],
  ['GGD', 'dr. Bram Willems', 'Jeugdarts', 'GGD Gelderland-Zuid', '088 144 7120'],
  ['GGD', 'Noor Hendriks', 'Doktersassistente', 'GGD Gelderland-Zuid', '088 144 7130'],
  ['Wijkteam', 'Sabine de Graaf', 'Wijkcoach', 'Sociaal Wijkteam Tiel-Oost', '0344 637 100'],
  [
    'Wijkteam',
    'Mehmet Yilmaz',
    'Schoolmaatschappelijk werker',
    'Sociaal Wijkteam Tiel-Oost',
    '0344 637 115',
  ],
  ['Wijkteam', 'Joke Vermeulen', 'Jongerenwerker', 'Welzijn Rivierenland', '0344 637 130'],
  ['Leerplicht', 'Erik van Leeuwen', 'Leerplichtambtenaar', 'Gemeente Tiel', '0344 637 200'],
  ['Leerplicht', 'Priya Ramdin', 'Consulent RMC', 'Regionaal Bureau Leerplicht', '0344 637 210'],
  [
    'Samenwerkingsverband',
    'Ruud Kuipers',
    'Onderwijsconsulent',
    'Samenwerkingsverband Rivierenland PO',
    '0344 700 210',
  ],
  [
    'Samenwerkingsverband',
    'Annemiek de Wit',
    'Directeur',
    'Samenwerkingsverband Rivierenland PO',
    '0344 700 200',
  ],
  [
    'Samenwerkingsverband',
    'Gert-Jan Brouwer',
    'Orthopedagoog',
    'Samenwerkingsverband Rivierenland PO',
    '0344 700 220',
  ],
  [
    'Samenwerkingsverband',
    'Lieke Peters',
    'Ambulant begeleider',
    'Samenwerkingsverband Rivierenland PO',
    '0344 700 230',
  ],
  ['Logopedie', 'Femke Jacobs', 'Logopedist', 'Logopediepraktijk De Waal', '0344 612 800'],
  [
    'Logopedie',
    'Daan Koster',
    'Fysiotherapeut kinderen',
    'Kinderfysiotherapie Tiel',
    '0344 612 810',
  ],
  ['Gemeente', 'Wendy Schouten', 'Beleidsadviseur onderwijs', 'Gemeente Tiel', '0344 637 300'],
  ['Gemeente', 'Arjan Mol', 'Coördinator VVE', 'Gemeente Tiel', '0344 637 310'],
  ['Gemeente', 'Inge Postma', 'Medewerker leerlingenvervoer', 'Gemeente Tiel', '0344 637 320'],
  ['Jeugdzorg', 'Hanneke Bosman', 'Casusregisseur', 'Veilig Thuis Gelderland-Zuid', '0800 2000'],
  ['GGD', 'Tom Evers', 'Logopedist jeugdgezondheidszorg', 'GGD Gelderland-Zuid', '088 144 7140'],
  ['Wijkteam', 'Ayşe Kaya', 'Opvoedondersteuner', 'Sociaal Wijkteam Tiel-Oost', '0344 637 140'],
  [
    'Samenwerkingsverband',
    'Kees Dijkstra',
    'Trajectbegeleider',
    'Samenwerkingsverband Rivierenland PO',
    '0344 700 240',
  ],
  ['Leerplicht', 'Sophie Maas', 'Jurist leerplicht', 'Regionaal Bureau Leerplicht', '0344 637 220'],
  [
    'Logopedie',
    'Rik de Jong',
    'Dyslexiebehandelaar',
    'Dyslexiecentrum Rivierenland',
    '0344 612 820',
  ],
  ['Gemeente', 'Bianca Lammers', 'Contactpersoon huisvesting', 'Gemeente Tiel', '0344 637 330'],
  [null, 'Bibliotheek Rivierenland', 'Leesconsulent', 'Bibliotheek Rivierenland', '0344 612 900'],
  [null, 'Peuteropvang De Boomhut', 'Locatieleider', 'Kinderopvang Rivierenland', '0344 612 950'],
  [null, 'Wijkagent Tiel-Oost', 'Wijkagent', 'Politie Gelderland-Zuid', '0900 8844'],
];

const emailOf = (name: string, organisation: string) =>
  `${name
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/^dr\. /, '')
    .replace(/[^a-z]+/g, '.')
    .replace(/^\.|\.$/g, '')}@${organisation
    .toLowerCase()
    .replace(/[^a-z]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 30)}.koers.test`;

async function seedSocialMap(
  db: Db,
  contextType: 'organisation' | 'school',
  contextId: number,
  contacts: SeedContact[],
): Promise<void> {
  const categoryIds = new Map<string, number>();
  for (const [position, name] of CONTACT_CATEGORIES.entries()) {
    const row = await db
      .insertInto('contact_categories')
      .values({ contextable_type: contextType, contextable_id: contextId, name, position })
      .returning('id')
      .executeTakeFirstOrThrow();
    categoryIds.set(name, row.id);
  }
  const now = nowIso();
  await db
    .insertInto('contacts')
    .values(
      contacts.map(([category, name, fn, organisation, phone]) => ({
        contextable_type: contextType,
        contextable_id: contextId,
        contact_category_id: category ? (categoryIds.get(category) ?? null) : null,
        name,
        function: fn,
        organisation_name: organisation,
        email: emailOf(name, organisation),
        phone,
        website: null,
        address: null,
        notes: null,
        created_at: now,
        updated_at: now,
      })),
    )
    .execute();
}

// ---------------------------------------------------------------------------------------------

/**
 * The manuals describe what Koers does today: reading plans, the calendar, the social map, linked
 * applications and the read-only settings. One has a video, played in the page after the reader
 * asks for it.
 */
const MANUALS = [
  {
    title: 'Aan de slag met Koers',
    description: 'Inloggen, je school of bestuur kiezen en je weg vinden in Koers.',
    content:
      '<p>Koers bundelt de plannen, de jaarkalender, de sociale kaart en de handleidingen van je school of bestuur op één plek.</p>' +
      '<ol>' +
      '<li>Log in met je e-mailadres en wachtwoord. Wachtwoord vergeten? Kies <em>Wachtwoord vergeten</em> op het inlogscherm; je ontvangt dan een e-mail met een link.</li>' +
      '<li>Werk je voor meer dan één school of bestuur, kies er dan een. Later wissel je door bovenin de zijbalk op de naam van je school of bestuur te klikken (<em>Wisselen van omgeving</em>).</li>' +
      '<li>In de zijbalk vind je de plannen, en bij een school ook de jaarkalender (als de school die bijhoudt), de sociale kaart en de handleidingen.</li>' +
      '<li>Rechtsboven open je het menu met je naam. Daar vind je je koppelingen, kies je de taal (Nederlands of English) en log je uit.</li>' +
      '</ol>',
    // Vimeo's own public demo video, through its do-not-track player (the form the API stores).
    video_url: 'https://player.vimeo.com/video/76979871?dnt=1',
  },
  {
    title: 'Plannen lezen en doorzoeken',
    description:
      'Het koersplan, het schoolplan en de jaarplannen lezen, doorzoeken en de bijlagen openen.',
    content:
      '<p>In de zijbalk staan de plannen van je school: het schoolplan voor vier jaar en een jaarplan per schooljaar. Directeuren en bestuurders zien daar ook het koersplan van het bestuur.</p>' +
      '<ul>' +
      '<li><strong>Inhoudsopgave</strong>: hoofdstukken en paragrafen zijn genummerd (1., 1.1., 1.2.). Klik op een kop om ernaartoe te gaan.</li>' +
      '<li><strong>Zoeken in dit document</strong>: typ een woord in het zoekvak bovenaan. Na een korte pauze zie je de koppen, teksten, bestanden en contactpersonen waarin het woord voorkomt. Klik op een resultaat: Koers springt naar die plek en markeert het woord.</li>' +
      '<li><strong>Bijlagen en contactpersonen</strong>: open een bijlage met <em>Downloaden</em>. Bij een contactpersoon mail of bel je met één klik.</li>' +
      '<li><strong>Schooljaar</strong>: directeuren kiezen in de zijbalk een ander schooljaar. Staat er een jaarplan open, dan opent Koers het jaarplan van het gekozen jaar.</li>' +
      '</ul>',
    video_url: null,
  },
  {
    title: 'De jaarkalender',
    description: 'Het schooljaar in één overzicht, en de kalender in je eigen agenda.',
    content:
      '<p>Houdt je school een jaarkalender bij, dan staat <em>Jaarkalender</em> bovenaan in de zijbalk. Je ziet de activiteiten van het schooljaar, van augustus tot en met juli.</p>' +
      '<ul>' +
      '<li>Kies bij <em>Weergave</em> tussen <em>Maanden</em> en <em>Lijst</em>.</li>' +
      '<li>Toon alleen de categorieën die je zoekt, bijvoorbeeld de vakanties of de studiedagen.</li>' +
      '<li>Met <em>Abonneren in je agenda-app</em> zet je de kalender in Outlook (Agenda toevoegen → Van internet), Google Agenda (Andere agenda’s → Via URL) of Apple Agenda. Wijzigingen komen dan vanzelf mee. Deel het adres niet: iedereen die het heeft, kan de kalender lezen.</li>' +
      '</ul>',
    video_url: null,
  },
  {
    title: 'De sociale kaart',
    description: 'Contactpersonen van ketenpartners snel vinden.',
    content:
      '<p>De sociale kaart bevat de contactpersonen van jeugdzorg, GGD, wijkteam, leerplicht, het samenwerkingsverband en andere partners van je school.</p>' +
      '<ul>' +
      '<li>Zoek op naam, functie, organisatie of e-mailadres, of kies een categorie.</li>' +
      '<li>Klik op een kolomkop om daarop te sorteren; nog een keer klikken keert de volgorde om.</li>' +
      '<li>Met <em>Vorige</em> en <em>Volgende</em> blader je door de lijst, 25 contactpersonen per pagina.</li>' +
      '<li>Klik op een e-mailadres of telefoonnummer om te mailen of te bellen.</li>' +
      '</ul>',
    video_url: null,
  },
  {
    title: 'Koppelingen en instellingen',
    description: 'Je andere applicaties openen en zien hoe je school of bestuur is ingericht.',
    content:
      '<p><strong>Koppelingen.</strong> De applicaties van je school, zoals webmail en het leerlingvolgsysteem, staan als knoppen rechtsboven in beeld. De overige applicaties vind je in de applicatie-kiezer ernaast. Een overzicht van alles staat onder <em>Koppelingen</em> in het menu met je naam. Applicaties openen in een nieuw tabblad.</p>' +
      '<p><strong>Instellingen.</strong> Beheerders van een school of bestuur zien in de zijbalk <em>Instellingen</em>. Op de tabbladen Algemeen, Applicatie-kiezer, Jaarkalender, Schooljaren, Scholen, Gebruikers en Sociale kaart zie je hoe je school of bestuur in Koers is ingericht: de gekoppelde applicaties, de kalendercategorieën, de schooljaren met hun jaarplan, de scholen van het bestuur, de gebruikers met hun rol en de categorieën van de sociale kaart.</p>' +
      '<p><strong>Admin-omgeving.</strong> Beheerders van Koers openen via het menu met hun naam de <em>Admin-omgeving</em>, met de lijsten van alle besturen, scholen, gebruikers en handleidingen. Zoek en sorteer in iedere lijst.</p>',
    video_url: null,
  },
];

interface SeedApplication {
  name: string;
  url: string;
  type: 'tasks' | 'webmail' | 'student-tracking-system' | 'other' | null;
  /** Shown on the icon, on `color`. */
  initials: string;
  color: string;
}

const APPLICATIONS: SeedApplication[] = [
  {
    name: 'Microsoft To Do',
    url: 'https://to-do.office.com',
    type: 'tasks',
    initials: 'TD',
    color: '#2564CF',
  },
  {
    name: 'Outlook',
    url: 'https://outlook.office.com/mail/',
    type: 'webmail',
    initials: 'O',
    color: '#0F6CBD',
  },
  {
    name: 'ParnasSys',
    url: 'https://inloggen.parnassys.nl',
    type: 'student-tracking-system',
    initials: 'PS',
    color: '#C7381D',
  },
  {
    name: 'Basispoort',
    url: 'https://www.basispoort.nl',
    type: 'other',
    initials: 'BP',
    color: '#F2A900',
  },
  { name: 'Gynzy', url: 'https://www.gynzy.com', type: null, initials: 'G', color: '#1B4F9C' },
  {
    name: 'Snappet',
    url: 'https://www.snappet.org',
    type: null,
    initials: 'S',
    color: '#F26B21',
  },
  {
    name: 'Microsoft Teams',
    url: 'https://teams.microsoft.com',
    type: null,
    initials: 'T',
    color: '#5B5FC7',
  },
  {
    name: 'Bibliotheek op school',
    url: 'https://www.debibliotheekopschool.nl',
    type: null,
    initials: 'BOS',
    color: '#C62828',
  },
];

/**
 * The demo content, on top of seedCore's contexts: the board's koersplan
 * (document 1), the Koers template (document 2), the other board's plan, per school a four-year
 * schoolplan (no period: it spans all of them) and a jaarplan per school year, calendar
 * categories and the events of the current school year, the social map, manuals and
 * applications. Expects an empty content database (seed/index.ts only seeds a new database).
 */
export async function seedContent(
  db: Db,
  ids: SeedIds,
  options: SeedContentOptions = {},
): Promise<void> {
  const { storage } = options;
  const files = new SeedFiles(db, storage);

  // The social map first: contact blocks of the plans link to its contacts.
  await seedSocialMap(db, 'school', ids.schools.regenboog, SCHOOL_CONTACTS);
  await seedSocialMap(db, 'school', ids.schools.kompas, SCHOOL_CONTACTS.slice(0, 12));
  await seedSocialMap(db, 'school', ids.schools.zonnewijzer, SCHOOL_CONTACTS.slice(3, 15));
  await seedSocialMap(
    db,
    'organisation',
    ids.organisations.rivierenland,
    SCHOOL_CONTACTS.filter(
      ([category]) => category === 'Samenwerkingsverband' || category === 'Gemeente',
    ),
  );

  // The plans run four years from the first seeded school year (the one before the current).
  const planStart = Number(ids.currentSchoolYearStart.slice(0, 4)) - 1;
  const koersplan = await insertDocument(
    db,
    {
      documentable_type: 'organisation',
      documentable_id: ids.organisations.rivierenland,
      type: 'plan',
      name: `Koersplan ${planRange(planStart)}`,
      period_id: null,
    },
    rivierenlandPlan(planStart),
    files,
  );
  const template = await insertDocument(
    db,
    {
      documentable_type: 'template',
      documentable_id: null,
      type: 'plan',
      name: 'Koers template',
      period_id: null,
    },
    templatePlan(),
    files,
  );
  if (koersplan !== KOERSPLAN_DOCUMENT_ID || template !== TEMPLATE_DOCUMENT_ID) {
    throw new Error(
      `The demo seed needs an empty documents table (got ids ${koersplan}, ${template}).`,
    );
  }
  await insertDocument(
    db,
    {
      documentable_type: 'organisation',
      documentable_id: ids.organisations.linge,
      type: 'plan',
      name: 'Strategisch beleidsplan',
      period_id: null,
    },
    lingePlan(planStart),
    files,
  );

  const profiles: Array<[number, SchoolProfile]> = [
    [ids.schools.regenboog, SCHOOLS.regenboog],
    [ids.schools.kompas, SCHOOLS.kompas],
    [ids.schools.vlinderhof, SCHOOLS.vlinderhof],
    [ids.schools.zonnewijzer, SCHOOLS.zonnewijzer],
  ];
  const years = planYears(planStart);
  for (const [schoolId, profile] of profiles) {
    // The schoolplan has no period: it belongs to all four school years, so the sidebar lists
    // it whatever year is chosen, and a period's plan document stays its jaarplan.
    await insertDocument(
      db,
      {
        documentable_type: 'school',
        documentable_id: schoolId,
        type: 'plan',
        name: `Schoolplan ${planRange(planStart)}`,
        period_id: null,
      },
      schoolPlan(profile, planStart),
      files,
    );
    for (const period of ids.periods[schoolId] ?? []) {
      const year = period.name.replace(/^Schooljaar /, '');
      const index = years.indexOf(year);
      if (index < 0 || index > 2) throw new Error(`No jaarplan text for ${year}`);
      await insertDocument(
        db,
        {
          documentable_type: 'school',
          documentable_id: schoolId,
          type: 'plan',
          name: `Jaarplan ${year}`,
          period_id: period.id,
        },
        yearPlan(profile, planStart, index as 0 | 1 | 2),
        files,
      );
    }
  }

  // Calendars: every school with one; De Regenboog gets the full year, the others the holidays.
  const yearStart = Number(ids.currentSchoolYearStart.slice(0, 4));
  const events = schoolYearEvents(yearStart);
  await seedCalendar(db, ids.schools.regenboog, events);
  for (const schoolId of [ids.schools.vlinderhof, ids.schools.zonnewijzer]) {
    await seedCalendar(
      db,
      schoolId,
      events.filter((e) => e.category === 'vakantie' || e.category === 'studiedag'),
    );
  }

  const now = nowIso();
  await db
    .insertInto('manuals')
    .values(MANUALS.map((m, position) => ({ ...m, position, created_at: now, updated_at: now })))
    .execute();

  const icons = new Map<string, number | null>();
  for (const app of APPLICATIONS) {
    icons.set(
      app.name,
      await storeFile(
        db,
        storage,
        `${app.name}.png`,
        'image/png',
        initialsIcon(app.initials, app.color),
      ),
    );
  }
  const appsPerSchool: Array<[number, SeedApplication[]]> = [
    [ids.schools.regenboog, APPLICATIONS],
    [ids.schools.kompas, APPLICATIONS.filter((a) => a.type !== 'tasks')],
    [ids.schools.vlinderhof, APPLICATIONS.slice(1, 6)],
    [ids.schools.zonnewijzer, APPLICATIONS.slice(0, 5)],
  ];
  for (const [schoolId, apps] of appsPerSchool) {
    await db
      .insertInto('applications')
      .values(
        apps.map((a, position) => ({
          school_id: schoolId,
          name: a.name,
          url: a.url,
          type: a.type,
          icon_file_id: icons.get(a.name) ?? null,
          position,
        })),
      )
      .execute();
  }
}
