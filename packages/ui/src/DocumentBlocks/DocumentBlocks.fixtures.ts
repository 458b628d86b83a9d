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
