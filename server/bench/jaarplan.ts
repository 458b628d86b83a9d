import {
  lingePlan,
  rivierenlandPlan,
  SCHOOLS,
  schoolPlan,
  templatePlan,
  yearPlan,
} from '../src/seed/content-text.js';

/**
 * A realistic jaarplan for the benchmarks: Dutch plan language with its diacritics (één, ideeën,
 * coördinator, financiën, geëvalueerd, collega’s), chapters and sections, paragraphs of the length
 * schools write, bulleted lists, a table of the year's planning, attached files and contacts. The
 * same text every run (a fixed pseudo-random sequence), so runs compare.
 *
 * The paragraphs mix the sentences below with sentences drawn word by word from the demo seed's
 * plan texts (each word followed by a word that follows it there), so that the text varies as
 * prose does: 500 blocks of a few repeated sentences compress 12:1 with brotli, this text about
 * 5.7:1, and the repeated sentences would understate what compression costs.
 *
 * Blocks are stored rows: text for h1/h2, sanitized HTML for body, JSON for file and contact.
 */

export interface PlanBlock {
  type: 'h1' | 'h2' | 'body' | 'file' | 'contact';
  content: string;
}

const CHAPTERS: Array<[string, string[]]> = [
  ['Inleiding', ['Doel van dit jaarplan', 'Totstandkoming', 'Leeswijzer']],
  ['Onze school', ['Missie en visie', 'Kernwaarden', 'Leerlingpopulatie', 'Team en organisatie']],
  ['Terugblik op het vorige schooljaar', ['Opbrengsten', 'Wat ging goed', 'Wat kan beter']],
  [
    'Onderwijs en kwaliteit',
    ['Taal en lezen', 'Rekenen', 'Wereldoriëntatie', 'Burgerschap', 'Kwaliteitszorg'],
  ],
  [
    'Passend onderwijs',
    ['Schoolondersteuningsprofiel', 'Ondersteuningsteam', 'Meer- en hoogbegaafdheid'],
  ],
  ['Personeel', ['Professionalisering', 'Formatie', 'Werkdruk en vitaliteit', 'Nieuwe collega’s']],
  ['Financiën', ['Begroting', 'Investeringen', 'Subsidies en NPO-middelen']],
  ['Ouders en omgeving', ['Ouderbetrokkenheid', 'Medezeggenschap', 'Samenwerking in de wijk']],
  ['Huisvesting en veiligheid', ['Gebouw en schoolplein', 'Sociale veiligheid', 'Privacy']],
  ['Planning en evaluatie', ['Jaarplanning', 'Evaluatie', 'Vooruitblik']],
];

const SENTENCES = [
  'In dit schooljaar werken we verder aan de speerpunten uit het schoolplan, met één duidelijke focus per periode.',
  'De intern begeleider en de coördinator onderbouw bespreken de resultaten na elke toetsperiode met het team.',
  'We hebben de ideeën van leerlingen, ouders en collega’s verzameld in drie gesprekken in het najaar.',
  'De opbrengsten van begrijpend lezen liggen boven de signaleringswaarde, maar de groei in groep 6 blijft achter.',
  'Daarom creëren we meer leestijd in de ochtend en kiezen we boeken die aansluiten bij de belevingswereld van kinderen.',
  'Het team heeft de aanpak in juni geëvalueerd; de conclusies zijn verwerkt in de doelen van dit jaarplan.',
  'De financiën zijn op orde: de begroting is sluitend en de reserves blijven boven de signaleringswaarde van het bestuur.',
  'Elke leerkracht voert twee keer per jaar een ontwikkelgesprek met de directeur over zijn of haar professionele doelen.',
  'We werken samen met de bibliotheek, de buitenschoolse opvang en het consultatiebureau in de wijk.',
  'Leerlingen die meer aankunnen, werken een ochtend per week in de plusgroep aan projecten die hen uitdagen.',
  'Een reëel beeld van de voortgang krijgen we door observaties in de klas te combineren met de toetsgegevens.',
  'De medezeggenschapsraad heeft ingestemd met de besteding van de middelen voor het Nationaal Programma Onderwijs.',
  'Nieuwe collega’s krijgen een coach en bezoeken in hun eerste jaar de lessen van ervaren leerkrachten.',
  'We zijn geïnteresseerd in wat ouders thuis zien: daarom beginnen we het jaar met een omgekeerd oudergesprek.',
  'Het schoolplein is vernieuwd met een groen gedeelte, zodat kinderen in de pauze meer kunnen bewegen en spelen.',
  'Voor de sociale veiligheid nemen we jaarlijks een vragenlijst af bij de leerlingen van groep 5 tot en met 8.',
  'De resultaten bespreken we met de leerlingenraad, die zelf voorstellen doet voor een prettiger klimaat op school.',
  'In de onderbouw spelen en leren kleuters in thema’s, waarin taal, rekenen en motoriek samenkomen.',
  'Het rekenonderwijs volgt een doorgaande lijn van groep 1 tot en met 8, met aandacht voor automatiseren en begrip.',
  'We vieren successen, ook de kleine: aan het eind van elke periode laten groepen zien wat ze geleerd hebben.',
  'Bij de privé-situatie van leerlingen kijken we zorgvuldig wie welke informatie nodig heeft, volgens de AVG.',
  'De directeur, de intern begeleider en de bouwcoördinatoren vormen samen het managementteam van de school.',
  'Wereldoriëntatie geven we vorm in projecten, waarin kinderen onderzoeksvragen stellen en hun bevindingen presenteren.',
  'Burgerschap oefenen we elke dag: in de kring, in de leerlingenraad en in projecten met de buurt.',
  'De werkdruk bespreken we in elk teamoverleg; taken die weinig opleveren, stoppen we of doen we samen.',
];

const LIST_ITEMS = [
  'Twee studiedagen over effectieve instructie, met lesbezoeken ertussen',
  'Een leesconsulent van de bibliotheek, één ochtend per week',
  'Nieuwe methode voor wereldoriëntatie in groep 5 tot en met 8',
  'Coaching van startende leerkrachten door de bouwcoördinator',
  'Evaluatie van de doelen met de medezeggenschapsraad in juni',
  'Een ouderavond over mediawijsheid en privé-gebruik van telefoons',
  'Onderhoud van het gebouw volgens het meerjarenonderhoudsplan',
  'Ideeën van de leerlingenraad voor het schoolplein uitvoeren',
  'Kwaliteitskaarten voor rekenen, lezen en sociaal-emotionele ontwikkeling',
  'Samenwerking met de peuteropvang over de overstap naar groep 1',
];

const PLANNING = [
  [
    'Leesmotivatie vergroten',
    'Leestijd en boekenkring',
    'Taalcoördinator',
    'Sept – jan',
    'Februari',
  ],
  ['Rekenbegrip versterken', 'Studiedag en lesbezoeken', 'Rekencoördinator', 'Okt – mrt', 'April'],
  [
    'Meer- en hoogbegaafdheid',
    'Plusgroep uitbreiden',
    'Intern begeleider',
    'Het hele jaar',
    'Juni',
  ],
  ['Sociale veiligheid', 'Vragenlijst en leerlingenraad', 'Directeur', 'Nov – dec', 'Januari'],
  ['Ouderbetrokkenheid', 'Omgekeerde oudergesprekken', 'Leerkrachten', 'September', 'Oktober'],
  ['Wereldoriëntatie', 'Nieuwe methode invoeren', 'Werkgroep WO', 'Het hele jaar', 'Juni'],
  ['Werkdruk', 'Takenpakket herzien', 'MT', 'Jan – mrt', 'April'],
  ['Financiën', 'Begroting en NPO-verantwoording', 'Directeur', 'Okt – dec', 'December'],
  ['Schoolplein', 'Groen gedeelte aanleggen', 'Werkgroep plein', 'Mrt – mei', 'Juni'],
  ['Privacy', 'AVG-scan en protocol', 'Privacycoördinator', 'Februari', 'Maart'],
  ['Burgerschap', 'Project met de wijk', 'Bouwcoördinatoren', 'Apr – jun', 'Juli'],
  ['Evaluatie', 'Doelen met de MR bespreken', 'Directeur', 'Juni', 'Juli'],
];

/** The sections that attach a file (as many as there are files, in this order). */
const FILE_SECTIONS = ['Schoolondersteuningsprofiel', 'Begroting', 'Jaarplanning', 'Privacy'];

/** A fixed pseudo-random sequence (mulberry32). */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Each word of the seed's plan texts, with the words that follow it there. */
function wordChain(): { starts: string[]; next: Map<string, string[]> } {
  const schools = Object.values(SCHOOLS);
  const text = [
    ...schools.flatMap((school) => [
      ...schoolPlan(school, 2025),
      ...([0, 1, 2] as const).flatMap((year) => yearPlan(school, 2025, year)),
    ]),
    ...rivierenlandPlan(2025),
    ...lingePlan(2025),
    ...templatePlan(),
  ]
    .flatMap((block) => (block.type === 'body' ? [block.content.replace(/<[^>]+>/g, ' ')] : []))
    .concat(SENTENCES)
    .join(' ');
  const words = text.split(/\s+/).filter((word) => word !== '');
  const next = new Map<string, string[]>();
  const starts: string[] = [];
  words.forEach((word, i) => {
    if (i > 0 && /[.!?]$/.test(words[i - 1]!) && /^[A-Z]/.test(word)) starts.push(word);
    const following = words[i + 1];
    if (following === undefined) return;
    const list = next.get(word);
    if (list) list.push(following);
    else next.set(word, [following]);
  });
  return { starts, next };
}

/**
 * A jaarplan of `count` blocks: chapters (h1) with sections (h2), each followed by paragraphs,
 * now and then a list, emphasis or a link; one table of the year's planning; `fileIds` as file
 * blocks and two contact blocks along the way.
 */
export function jaarplan(count = 500, fileIds: number[] = []): PlanBlock[] {
  const next = random(2026);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!;
  const chain = wordChain();
  const drawn = () => {
    const words = [pick(chain.starts)];
    while (!/[.!?]$/.test(words.at(-1)!) && words.length < 40) {
      const following = chain.next.get(words.at(-1)!);
      if (!following) break;
      words.push(pick(following));
    }
    const sentence = words.join(' ');
    return /[.!?]$/.test(sentence) ? sentence : `${sentence}.`;
  };
  // One written sentence in each paragraph, the others drawn.
  const sentences = (min: number, max: number) => {
    const count = min + Math.floor(next() * (max - min + 1));
    const written = Math.floor(next() * count);
    return Array.from({ length: count }, (_, i) =>
      i === written ? pick(SENTENCES) : drawn(),
    ).join(' ');
  };
  const paragraph = () => {
    const text = sentences(3, 6);
    const r = next();
    // Emphasis and links as plan writers use them.
    if (r < 0.15) return `<p><strong>Doel:</strong> ${text}</p>`;
    if (r < 0.25)
      return `<p>${text} Zie ook <a href="https://www.onderwijsinspectie.nl/">de Inspectie van het Onderwijs</a>.</p>`;
    if (r < 0.35) return `<p>${text} <em>Dit punt evalueren we halverwege het jaar.</em></p>`;
    return `<p>${text}</p>`;
  };
  const list = () =>
    `<p>${pick(SENTENCES)}</p><ul>${Array.from({ length: 4 + Math.floor(next() * 4) }, () => `<li>${pick(LIST_ITEMS)}</li>`).join('')}</ul>`;
  const table = () =>
    `<p>De planning van de doelen van dit schooljaar:</p><table><thead><tr><th>Doel</th><th>Actie</th><th>Eigenaar</th><th>Wanneer</th><th>Evaluatie</th></tr></thead><tbody>${PLANNING.map((row) => `<tr>${row.map((cell) => `<td>${cell}</td>`).join('')}</tr>`).join('')}</tbody></table>`;
  const contact = (name: string, fn: string) =>
    JSON.stringify({
      name,
      function: fn,
      organisation_name: 'Samenwerkingsverband Rivierenland PO',
      email: `${name.toLowerCase().replace(/[^a-z]+/g, '.')}@swv-rivierenland.koers.test`,
      phone: '0344 700 210',
    });

  const blocks: PlanBlock[] = [];
  const sections = CHAPTERS.reduce((n, [, s]) => n + s.length, 0);
  // Spread the body blocks evenly over the sections, the rest of the count after the headings.
  const perSection = Math.max(1, Math.floor((count - CHAPTERS.length - sections) / sections));
  const files = [...fileIds];
  let tableDone = false;
  let contacts = 0;
  for (const [index, [chapter, parts]] of CHAPTERS.entries()) {
    blocks.push({ type: 'h1', content: `${index + 1}. ${chapter}` });
    for (const part of parts) {
      blocks.push({ type: 'h2', content: part });
      for (let i = 0; i < perSection; i++) {
        if (!tableDone && part === 'Jaarplanning') {
          blocks.push({ type: 'body', content: table() });
          tableDone = true;
        } else if (i === 1 && files.length > 0 && FILE_SECTIONS.includes(part)) {
          const id = files.shift()!;
          blocks.push({
            type: 'file',
            content: JSON.stringify({ name: `${part} ${2026}-${2027}.pdf`, file_id: id }),
          });
        } else if (i === 2 && contacts < 2 && chapter === 'Passend onderwijs') {
          blocks.push({
            type: 'contact',
            content: contact(
              contacts++ === 0 ? 'Ruud Kuipers' : 'Inge Hoëll',
              'Onderwijsconsulent',
            ),
          });
        } else blocks.push({ type: 'body', content: next() < 0.2 ? list() : paragraph() });
      }
    }
  }
  // Fill up (or cut back) to exactly `count`, the last chapter taking the rest.
  while (blocks.length < count) blocks.push({ type: 'body', content: paragraph() });
  return blocks.slice(0, count);
}
