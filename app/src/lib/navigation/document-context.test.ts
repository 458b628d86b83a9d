import { describe, expect, it } from 'vitest';
import { USERS } from '@/lib/testing/demo-world';
import { placeDocument } from './document-context';

const school = (id: number) => ({ documentable_type: 'school', documentable_id: id });
const board = (id: number) => ({ documentable_type: 'organisation', documentable_id: id });
const inSchool = (id: number, organisationId: number | null = 1) => ({
  context: { id, contextType: 'school' as const },
  school: { id, organisation_id: organisationId },
});
const inBoard = (id: number) => ({
  context: { id, contextType: 'organisation' as const },
  school: null,
});
const visit = { fromAdmin: false };

describe('placeDocument: a document is shown in its own context', () => {
  it('stays in the context the document belongs to', () => {
    expect(placeDocument(school(4), { user: USERS.leraar, ...inSchool(4) }, visit)).toEqual({
      action: 'stay',
    });
    expect(placeDocument(board(1), { user: USERS.bestuur, ...inBoard(1) }, visit)).toEqual({
      action: 'stay',
    });
  });

  it('stays in a school for its board’s plan, which its sidebar lists', () => {
    expect(placeDocument(board(1), { user: USERS.directeur, ...inSchool(3) }, visit)).toEqual({
      action: 'stay',
    });
    // Not for another board's plan.
    expect(placeDocument(board(2), { user: USERS.directeur, ...inSchool(3) }, visit)).toEqual({
      action: 'not-found',
    });
  });

  it('switches to another school of the reader', () => {
    expect(placeDocument(school(3), { user: USERS.leraar, ...inSchool(4) }, visit)).toEqual({
      action: 'switch',
      context: { id: 3, contextType: 'school' },
    });
    // A board member reads its schools: from the board to the school.
    expect(placeDocument(school(4), { user: USERS.bestuur, ...inBoard(1) }, visit)).toEqual({
      action: 'switch',
      context: { id: 4, contextType: 'school' },
    });
  });

  it('switches to the board, or for a reader of one of its schools to that school', () => {
    expect(placeDocument(board(1), { user: USERS.bestuur, ...inSchool(4) }, visit)).toEqual({
      action: 'stay',
    });
    const elsewhere = { context: { id: 99, contextType: 'school' as const }, school: null };
    expect(placeDocument(board(1), { user: USERS.bestuur, ...elsewhere }, visit)).toEqual({
      action: 'switch',
      context: { id: 1, contextType: 'organisation' },
    });
    expect(placeDocument(board(1), { user: USERS.directeur, ...elsewhere }, visit)).toEqual({
      action: 'switch',
      context: { id: 3, contextType: 'school' },
    });
  });

  it('is not found where the reader has no context of their own', () => {
    expect(placeDocument(school(7), { user: USERS.leraar, ...inSchool(4) }, visit)).toEqual({
      action: 'not-found',
    });
  });

  it('takes a super admin to the document’s context, except from the admin area', () => {
    expect(placeDocument(school(7), { user: USERS.admin, ...inSchool(4) }, visit)).toEqual({
      action: 'switch',
      context: { id: 7, contextType: 'school' },
    });
    expect(
      placeDocument(
        school(7),
        { user: USERS.admin, context: null, school: null },
        {
          fromAdmin: true,
        },
      ),
    ).toEqual({ action: 'stay' });
  });

  it('leaves the template (no context) where it is', () => {
    const template = { documentable_type: 'template', documentable_id: null };
    expect(placeDocument(template, { user: USERS.admin, ...inSchool(4) }, visit)).toEqual({
      action: 'stay',
    });
    expect(placeDocument(template, { user: USERS.leraar, ...inSchool(4) }, visit)).toEqual({
      action: 'stay',
    });
  });
});
