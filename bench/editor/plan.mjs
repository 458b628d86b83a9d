// The benchmark's large plan: `count` blocks as a school's plan is written, in Dutch. Chapters
// (h1) of about 250 blocks, sections (h2) of about 12, body paragraphs with bold text, links and
// bulleted or numbered lists, and now and then a table. The text comes from a seeded generator,
// so every run measures the same document.

const SUBJECTS = [
  'Het team',
  'De intern begeleider',
  'Iedere leerkracht',
  'De directie',
  'De medezeggenschapsraad',
  'De bouwcoördinator',
  'De rekencoördinator',
  'De leesspecialist',
  'Het managementteam',
  'De ouderraad',
  'Onze onderwijsassistent',
  'De werkgroep burgerschap',
];
const VERBS = [
  'bespreekt',
  'evalueert',
  'volgt',
  'plant',
  'werkt aan',
  'versterkt',
  'borgt',
  'analyseert',
  'verbetert',
  'beschrijft',
  'verantwoordt',
  'bewaakt',
];
const OBJECTS = [
  'de resultaten van de methodetoetsen',
  'het leesonderwijs in de onderbouw',
  'de zorgstructuur',
  'het pedagogisch klimaat',
  'de doorgaande lijn in rekenen',
  'de ontwikkeling van het jonge kind',
  'het onderwijs aan meer- en hoogbegaafde leerlingen',
  'de samenwerking met de kinderopvang',
  'de sociale veiligheid in en om de school',
  'het aanbod voor burgerschap',
  'de inzet van de NPO-middelen',
  'de professionalisering van het team',
  'de kwaliteit van de instructie',
  'het gebruik van digitale leermiddelen',
];
const ENDINGS = [
  'in de eerste teamvergadering van het schooljaar.',
  'twee keer per jaar, in januari en in juni.',
  'met behulp van het leerlingvolgsysteem.',
  'samen met de ouders en de leerlingen.',
  'op basis van de schoolzelfevaluatie.',
  'zoals afgesproken in het koersplan van het bestuur.',
  'en legt de afspraken vast in het kwaliteitshandboek.',
  'tijdens de studiedagen in het voorjaar.',
  'met ondersteuning van het samenwerkingsverband.',
  'in iedere groep, van groep 1 tot en met groep 8.',
];
const TOPICS = [
  'Onderwijs en leren',
  'Zorg en begeleiding',
  'Personeel en professionalisering',
  'Kwaliteitszorg',
  'Ouders en omgeving',
  'Burgerschap en sociale veiligheid',
  'Huisvesting en middelen',
  'Rekenen en wiskunde',
  'Taal en lezen',
  'Wereldoriëntatie',
  'Kunst en cultuur',
  'Bewegingsonderwijs',
  'Digitale geletterdheid',
  'Het jonge kind',
  'Passend onderwijs',
  'Financiën',
  'Communicatie',
  'Samenwerking in het kindcentrum',
  'Duurzaamheid',
  'Evaluatie en verantwoording',
];
const SECTIONS = [
  'Waar staan we nu',
  'Wat willen we bereiken',
  'Aanpak',
  'Planning',
  'Wie is verantwoordelijk',
  'Hoe meten we het resultaat',
  'Middelen',
  'Evaluatie',
];
const LINKS = [
  'https://www.onderwijsinspectie.nl/onderwerpen/onderzoekskader',
  'https://www.slo.nl/thema/meer/burgerschap/',
  'https://www.rijksoverheid.nl/onderwerpen/passend-onderwijs',
  'https://www.scholenopdekaart.nl/',
];

/** A small, seeded pseudo-random generator (mulberry32): the same document on every run. */
function random(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * The blocks (`{ type, content }`, as `PUT /api/documents/{id}/blocks` takes them) of a plan of
 * `count` blocks. The last block is a paragraph whose text is `lastText`, so a measurement can
 * tell when the end of the document is on screen.
 */
export function generatePlan(count, lastText) {
  const next = random(20261126);
  const pick = (list) => list[Math.floor(next() * list.length)];
  const sentence = () => `${pick(SUBJECTS)} ${pick(VERBS)} ${pick(OBJECTS)} ${pick(ENDINGS)}`;
  const paragraph = (sentences) => {
    const parts = Array.from({ length: sentences }, sentence);
    // Bold text in about two paragraphs out of five, a link in about one out of six.
    if (next() < 0.4) {
      const i = Math.floor(next() * parts.length);
      parts[i] = `<strong>${parts[i]}</strong>`;
    }
    if (next() < 0.16) {
      parts.push(`Zie ook <a href="${pick(LINKS)}">de toelichting</a>.`);
    }
    return `<p>${parts.join(' ')}</p>`;
  };
  const list = () => {
    const tag = next() < 0.7 ? 'ul' : 'ol';
    const items = Array.from(
      { length: 3 + Math.floor(next() * 4) },
      () => `<li>${pick(OBJECTS).replace(/^de |^het /, '')}</li>`,
    );
    return `<${tag}>${items.join('')}</${tag}>`;
  };
  const table = () => {
    const rows = Array.from(
      { length: 3 + Math.floor(next() * 4) },
      (_, i) =>
        `<tr><td>${pick(OBJECTS)}</td><td>${pick(SUBJECTS)}</td><td>${['september', 'januari', 'april', 'juni'][i % 4]}</td></tr>`,
    );
    return `<table><thead><tr><th>Doel</th><th>Eigenaar</th><th>Gereed</th></tr></thead><tbody>${rows.join('')}</tbody></table>`;
  };

  const blocks = [];
  let chapter = 0;
  let section = 0;
  for (let i = 0; i < count - 1; i++) {
    if (i % 250 === 0) {
      blocks.push({ type: 'h1', content: TOPICS[chapter++ % TOPICS.length] });
      section = 0;
    } else if (i % 250 !== 1 && i % 12 === 1) {
      blocks.push({ type: 'h2', content: `${SECTIONS[section++ % SECTIONS.length]}` });
    } else if (i % 40 === 20) {
      blocks.push({ type: 'body', content: `${paragraph(1)}${table()}` });
    } else {
      const sentences = 1 + Math.floor(next() * 4);
      blocks.push({
        type: 'body',
        content: next() < 0.25 ? `${paragraph(sentences)}${list()}` : paragraph(sentences),
      });
    }
  }
  blocks.push({ type: 'body', content: `<p>${lastText}</p>` });
  return blocks;
}
