import type { DocumentBlock } from './DocumentBlocks';

/** A school plan as the API returns it, for stories (Dutch and English). */
export function sampleBlocks(locale: 'nl' | 'en'): DocumentBlock[] {
  const nl = locale === 'nl';
  const para = (text: string) => `<p>${text}</p>`;
  return [
    { id: 1, type: 'h1', level: 1, content: nl ? 'Visie en missie' : 'Vision and mission' },
    {
      id: 2,
      type: 'body',
      level: 0,
      content: nl
        ? para(
            'Wij geloven dat <strong>ieder kind</strong> telt. Onze visie op leren staat in dit plan.',
          ) + para('Lees ook <a href="https://example.org" target="_blank">de toelichting</a>.')
        : para(
            'We believe <strong>every child</strong> counts. Our vision on learning is set out in this plan.',
          ) + para('Also read <a href="https://example.org" target="_blank">the explanation</a>.'),
    },
    { id: 3, type: 'h2', level: 2, content: nl ? 'Onze missie' : 'Our mission' },
    {
      id: 4,
      type: 'body',
      level: 0,
      content: para(
        nl
          ? 'Samen leren, samen groeien. <script>alert("niet uitgevoerd")</script>'
          : 'Learning together, growing together. <script>alert("not run")</script>',
      ),
    },
    { id: 5, type: 'h2', level: 2, content: nl ? 'Kernwaarden' : 'Core values' },
    {
      id: 6,
      type: 'body',
      level: 0,
      content: nl
        ? '<ul><li>Vertrouwen</li><li>Verantwoordelijkheid</li><li>Verbinding</li></ul>'
        : '<ul><li>Trust</li><li>Responsibility</li><li>Connection</li></ul>',
    },
    { id: 7, type: 'h1', level: 1, content: nl ? 'Doelen' : 'Goals' },
    {
      id: 8,
      type: 'file',
      level: 0,
      content: {
        name: nl ? 'Jaarplan 2026.pdf' : 'Annual plan 2026.pdf',
        url: 'data:application/pdf,',
        size: 1_234_567,
      },
    },
    {
      id: 9,
      type: 'contact',
      level: 0,
      content: {
        name: 'An de Vries',
        role: nl ? 'Directeur' : 'Head teacher',
        organisation: 'Stichting Koers',
        email: 'an.devries@example.org',
        phone: '030 123 45 67',
      },
    },
    { id: 10, type: 'h2', level: 2, content: nl ? 'Taal en lezen' : 'Language and reading' },
    {
      id: 11,
      type: 'body',
      level: 0,
      content: para(
        nl
          ? 'In 2026 lezen alle leerlingen elke dag twintig minuten. Het doel is meer leesplezier.'
          : 'In 2026 every pupil reads for twenty minutes a day. The goal is more reading for pleasure.',
      ),
    },
    { id: 12, type: 'h1', level: 1, content: nl ? 'Evaluatie' : 'Evaluation' },
    {
      id: 13,
      type: 'body',
      level: 0,
      content: para(
        nl
          ? 'We evalueren elk halfjaar met het team.'
          : 'We evaluate every six months with the team.',
      ),
    },
    { id: 14, type: 'video', level: 0, content: 'unsupported' },
  ];
}

/** The label of the board's text, as the app writes it from a block's `board_text`. */
export const BOARD_TEXT_LABEL = {
  nl: 'Tekst van het bestuur · gewijzigd op 3 mei 2027',
  en: 'Text of the board · changed on 3 May 2027',
} as const;

/** A school plan made from its board's template: its second chapter is the board's text. */
export function planWithBoardText(locale: 'nl' | 'en'): DocumentBlock[] {
  const nl = locale === 'nl';
  const locked = BOARD_TEXT_LABEL[locale];
  return [
    { id: 1, type: 'h1', level: 1, content: nl ? 'Visie en missie' : 'Vision and mission' },
    {
      id: 2,
      type: 'body',
      level: 0,
      content: nl
        ? '<p>Op onze school leren kinderen samen, elke dag.</p>'
        : '<p>At our school children learn together, every day.</p>',
    },
    {
      id: 3,
      type: 'h1',
      level: 1,
      content: nl ? 'Identiteit van de stichting' : 'Identity of the foundation',
      locked,
    },
    {
      id: 4,
      type: 'body',
      level: 0,
      content: nl
        ? '<p>Onze scholen zijn open voor alle kinderen.</p>'
        : '<p>Our schools are open to all children.</p>',
      locked,
    },
    { id: 5, type: 'h2', level: 2, content: nl ? 'Burgerschap' : 'Citizenship', locked },
    {
      id: 6,
      type: 'body',
      level: 0,
      content: nl
        ? '<p>Kinderen leren meedoen in de samenleving.</p>'
        : '<p>Children learn to take part in society.</p>',
      locked,
    },
    { id: 7, type: 'h1', level: 1, content: nl ? 'Onderwijs' : 'Education' },
    {
      id: 8,
      type: 'body',
      level: 0,
      content: nl ? '<p>Wij werken met heldere doelen.</p>' : '<p>We work with clear goals.</p>',
    },
  ];
}

/** A long plan: `chapters` chapters of a heading and nine paragraphs each (for lazy rendering). */
export function longPlan(chapters: number, locale: 'nl' | 'en'): DocumentBlock[] {
  const blocks: DocumentBlock[] = [];
  for (let c = 1; c <= chapters; c++) {
    const id = blocks.length + 1;
    blocks.push({
      id,
      type: 'h1',
      level: 1,
      content: `${locale === 'nl' ? 'Hoofdstuk' : 'Chapter'} ${c}`,
    });
    for (let p = 1; p <= 9; p++)
      blocks.push({
        id: id + p,
        type: 'body',
        level: 0,
        content: `<p>${
          locale === 'nl'
            ? `Alinea ${p} van hoofdstuk ${c}: de leerlingen lezen elke dag samen in kleine groepen.`
            : `Paragraph ${p} of chapter ${c}: the pupils read together in small groups every day.`
        }</p>`,
      });
  }
  return blocks;
}
