import { afterAll, describe, expect, it } from 'vitest';
import { createSanitizer } from '../src/services/sanitize-pool.js';
import { sanitizeRichText } from '../src/services/sanitize.js';

// The sanitizer's pool answers exactly what the main thread's sanitizer answers, in order; its
// effect on other requests' latency is measured by `pnpm bench:big-save` (no timings in tests).

const SAMPLES = [
  '<p>Goed <strong>onderwijs</strong></p>',
  '<p style="color:red" onclick="x()">Tekst</p><script>alert(1)</script><style>p{}</style>',
  '<a href="javascript:alert(1)" target="_blank">link</a>',
  '<'.repeat(20_000),
  '',
];

describe('sanitizer pool', () => {
  const pooled = createSanitizer(1, { inlineBelow: 0 });
  const inline = createSanitizer(0);
  afterAll(() => Promise.all([pooled.close(), inline.close()]));

  it('sanitizes in a worker thread as on the main thread, in order', async () => {
    const expected = SAMPLES.map(sanitizeRichText);
    expect(await pooled.sanitizeMany(SAMPLES)).toEqual(expected);
    expect(await inline.sanitizeMany(SAMPLES)).toEqual(expected);
    expect(expected[1]).toBe('<p>Tekst</p>');
  });

  it('takes batches at once from several saves', async () => {
    const batches = Array.from({ length: 6 }, (_, i) => [`<p>${i}</p><img src=x onerror=y>`]);
    const answers = await Promise.all(batches.map((batch) => pooled.sanitizeMany(batch)));
    expect(answers).toEqual(batches.map((batch) => batch.map(sanitizeRichText)));
  });
});
