import { Value } from '@sinclair/typebox/value';
import { describe, expect, it } from 'vitest';
import { BLOCK_CONFLICT_ERROR, DOCUMENT_LIMITS } from './constants.js';
import {
  BlockConflictResponse,
  BlockInput,
  Document,
  PostChangesBody,
  PutBlocksBody,
  type ChangedBlock,
} from './documents.js';

const read: Document = {
  id: 7,
  name: 'Jaarplan 2026-2027',
  type: 'plan',
  documentable_type: 'school',
  documentable_id: 3,
  period_id: 12,
  version: 4,
  updated_at: '2026-11-22T08:00:00.000Z',
  status: 'ter_bespreking',
  adoption: null,
  reading: 'current',
  is_template: false,
  template_id: null,
  fixed_chapters: [],
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

describe('block-level saving contract', () => {
  const uid = '0b9c3f9e-2d1a-4c6e-9f7a-5e4d3c2b1a00';
  const other = '7f6e5d4c-3b2a-4190-8f7e-6d5c4b3a2910';

  it('accepts upserts (with or without a place), deletes and moves', () => {
    const body: PostChangesBody = {
      base_version: 4,
      changes: [
        { op: 'upsert', uid, after: null, block: { type: 'h1', content: 'Inleiding' } },
        { op: 'upsert', uid: other, block: { type: 'body', content: '<p>Tekst</p>' } },
        { op: 'move', uid: other, after: uid },
        { op: 'delete', uid },
      ],
      overwrite: [{ uid: other, version: 5 }],
    };
    expect(Value.Check(PostChangesBody, body)).toBe(true);
  });

  it('names blocks by lowercase UUIDs and refuses empty or oversized saves', () => {
    const change = (u: string) => ({ op: 'delete', uid: u });
    expect(Value.Check(PostChangesBody, { base_version: 1, changes: [change(uid)] })).toBe(true);
    expect(
      Value.Check(PostChangesBody, { base_version: 1, changes: [change(uid.toUpperCase())] }),
    ).toBe(false);
    expect(Value.Check(PostChangesBody, { base_version: 1, changes: [change('12')] })).toBe(false);
    expect(Value.Check(PostChangesBody, { base_version: 1, changes: [] })).toBe(false);
    expect(
      Value.Check(PostChangesBody, {
        base_version: 1,
        changes: Array.from({ length: DOCUMENT_LIMITS.changes + 1 }, () => change(uid)),
      }),
    ).toBe(false);
    expect(Value.Check(PostChangesBody, { base_version: 1, changes: [{ op: 'move', uid }] })).toBe(
      false,
    );
  });

  it('describes a conflict with the other writer’s block', () => {
    const theirs: ChangedBlock = {
      id: 9,
      uid,
      type: 'body',
      level: null,
      content: '<p>Hun tekst</p>',
      after: other,
      version: 6,
      changed_by: { id: 3, name: 'Henk van den Berg' },
      changed_at: '2026-11-26T09:00:00.000Z',
    };
    const response: BlockConflictResponse = {
      message: 'Someone else changed the same part of this document.',
      error: BLOCK_CONFLICT_ERROR,
      data: { version: 6, conflicts: [{ uid, change: 'upsert', theirs, deleted: null }] },
    };
    expect(Value.Check(BlockConflictResponse, response)).toBe(true);
    expect(Value.Check(Document, { ...read, blocks: [{ ...read.blocks[0], uid }] })).toBe(true);
  });
});
