import { Value } from '@sinclair/typebox/value';
import { describe, expect, it } from 'vitest';
import { DOCUMENT_LIMITS } from './constants.js';
import { BlockInput, Document, PutBlocksBody } from './documents.js';

const read: Document = {
  id: 7,
  name: 'Jaarplan 2026-2027',
  type: 'plan',
  documentable_type: 'school',
  documentable_id: 3,
  period_id: 12,
  version: 4,
  updated_at: '2026-11-22T08:00:00.000Z',
  blocks: [
    { id: 1, type: 'h1', level: 1, content: 'Inleiding', position: 0 },
    { id: 2, type: 'body', level: null, content: '<p>Tekst</p>', position: 1 },
    {
      id: 3,
      type: 'file',
      level: null,
      content: { name: 'Gids.pdf', file_id: 5, url: '/api/files/5?x' },
      position: 2,
    },
    {
      id: 4,
      type: 'contact',
      level: null,
      content: {
        name: 'Ingrid',
        function: 'IB',
        organisation_name: null,
        email: null,
        phone: null,
        contact_id: null,
      },
      position: 3,
    },
  ],
};

describe('document contract', () => {
  it('describes what the server returns', () => {
    expect(Value.Check(Document, read)).toBe(true);
  });

  it('lets a client send back the blocks it read', () => {
    expect(Value.Check(PutBlocksBody, { version: read.version, blocks: read.blocks })).toBe(true);
  });

  it('rejects unknown block types, oversized headings and file blocks without a name', () => {
    expect(Value.Check(BlockInput, { type: 'video', content: 'x' })).toBe(false);
    expect(
      Value.Check(BlockInput, { type: 'h2', content: 'x'.repeat(DOCUMENT_LIMITS.heading + 1) }),
    ).toBe(false);
    expect(Value.Check(BlockInput, { type: 'file', content: { file_id: 1 } })).toBe(false);
    expect(
      Value.Check(BlockInput, { type: 'h1', content: { name: 'object where text belongs' } }),
    ).toBe(false);
  });
});
