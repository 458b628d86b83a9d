// The benchmarks' users: Dutch first names and surnames with roughly their real frequency, the
// same for bench:api and bench:search.

export const FIRST_NAMES =
  `Emma Julia Mila Tess Sophie Zoë Sara Nora Yara Eva Liv Lotte Noor Saar Lauren Fleur Anna Fenna Lisa Sanne
Noah Sem Liam Lucas Daan Finn Levi Luuk Mees James Milan Sam Bram Thijs Jesse Ruben Thomas Lars Jan Pieter Kees Henk Marieke
Fatima Mohamed Ayoub Amira Ibrahim Yusuf Selin Mert Priya Wei Femke Ilse Joost Wouter Rik Bas Koen Maarten Annemiek Ingrid`.split(
    /\s+/,
  );

/**
 * Surnames with roughly their Dutch frequency: the most common ones (per mille of the
 * population, after the CBS name database) and a long tail, so a search for a name finds about
 * as many people as it would among 100,000 real users.
 */
export const COMMON_SURNAMES: Array<[string | null, string, number]> = [
  ['de', 'Jong', 5.2],
  [null, 'Jansen', 4.5],
  ['de', 'Vries', 4.2],
  ['van den', 'Berg', 3.5],
  ['van', 'Dijk', 3.3],
  [null, 'Bakker', 3.3],
  [null, 'Janssen', 3.2],
  [null, 'Visser', 3.0],
  [null, 'Smit', 2.8],
  [null, 'Meijer', 2.5],
  ['de', 'Boer', 2.4],
  [null, 'Mulder', 2.3],
  ['de', 'Groot', 2.3],
  [null, 'Bos', 2.2],
  [null, 'Vos', 2.0],
  [null, 'Peters', 2.0],
  [null, 'Hendriks', 1.9],
  ['van', 'Leeuwen', 1.8],
  [null, 'Dekker', 1.7],
  [null, 'Brouwer', 1.6],
  ['de', 'Wit', 1.6],
  [null, 'Dijkstra', 1.6],
  [null, 'Smits', 1.5],
  ['de', 'Graaf', 1.5],
  ['van der', 'Meer', 1.5],
];
const STEMS =
  `Aal Berk Blok Boog Brink Dam Del Dorn Eik Elst Fok Gaal Geer Hal Ham Hart Hel Hof Hol Horst Kamp Kerk Klaas Kleij Knol
Kool Kort Kraai Kuip Laan Lam Lind Loo Maat Mol Naal Nijs Olde Oost Pol Post Raat Reij Rot Schaap Schol Slot Spaan Steen Stol Tap
Ter Til Veld Ven Vink Vlot Wal Wes Wiel Zand Zijl Zon`.split(/\s+/);
const SUFFIXES = [
  'man',
  'stra',
  'inga',
  'ink',
  'huis',
  'kamp',
  'veld',
  'hof',
  'ing',
  'er',
  'sma',
  'ema',
  'horst',
  'beek',
  'dijk',
  'berg',
  'broek',
  'ma',
  'ens',
  'es',
];

/** A deterministic pseudo-random surname for user i (prefix, name). */
export function surname(i: number): [string | null, string] {
  // Knuth's multiplicative hash spreads consecutive ids over the distribution.
  const r = ((i * 2654435761) >>> 0) / 2 ** 32;
  let acc = 0;
  for (const [prefix, name, perMille] of COMMON_SURNAMES) {
    acc += perMille / 1000;
    if (r < acc) return [prefix, name];
  }
  const tail = Math.floor((r - acc) * 1e6);
  return [
    null,
    `${STEMS[tail % STEMS.length]}${SUFFIXES[Math.floor(tail / STEMS.length) % SUFFIXES.length]}`,
  ];
}
