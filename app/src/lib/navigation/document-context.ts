import type { DocumentSummary } from '@koers/contract';
import type { ContextRef, CurrentUser, School } from '@/lib/session/types';

/** What to do with a document the server let the user read, given the current context. */
export type DocumentPlacement =
  { action: 'stay' } | { action: 'switch'; context: ContextRef } | { action: 'not-found' };

const stay: DocumentPlacement = { action: 'stay' };

/** The board of the school `schoolId`, as far as the session knows it. */
function boardOf(
  user: CurrentUser | null,
  school: Pick<School, 'id' | 'organisation_id'> | null,
  schoolId: number,
): number | null {
  if (school?.id === schoolId) return school.organisation_id;
  return (
    user?.schools.find((s) => s.id === schoolId)?.organisation_id ??
    user?.organisations.find((o) => o.schools.some((s) => s.id === schoolId))?.id ??
    null
  );
}

/**
 * The user's own context for a document of `type` `id`: the school or board itself when they
 * belong to it (directly, or for a school through its board), else for a board's document a
 * school of that board they belong to (where its plans are listed, DESIGN §4: managers of its
 * schools read them). A super admin may open any context: the document's own.
 */
function homeOf(user: CurrentUser, type: 'school' | 'organisation', id: number): ContextRef | null {
  if (type === 'school') {
    const member =
      user.schools.some((s) => s.id === id) ||
      user.organisations.some((o) => o.schools.some((s) => s.id === id));
    return member || user.admin ? { id, contextType: 'school' } : null;
  }
  if (user.admin || user.organisations.some((o) => o.id === id)) {
    return { id, contextType: 'organisation' };
  }
  const school = user.schools.find((s) => s.organisation_id === id);
  return school ? { id: school.id, contextType: 'school' } : null;
}

/**
 * A document belongs to a context (its `documentable_type` and `_id`) and is only ever shown
 * under that context's name: it stays when it is the current context's, or its board's plan read
 * in one of the board's schools (the sidebar lists those there); otherwise the app switches to the
 * user's own context for it (a shared link should just work), and when the user has none, it is
 * not found. The template (and any document of no context) and a super admin's `from=admin` visit
 * stay as they are.
 */
export function placeDocument(
  document: Pick<DocumentSummary, 'documentable_type' | 'documentable_id'>,
  session: {
    user: CurrentUser | null;
    context: ContextRef | null;
    school: Pick<School, 'id' | 'organisation_id'> | null;
  },
  { fromAdmin }: { fromAdmin: boolean },
): DocumentPlacement {
  const { user, context, school } = session;
  const type = document.documentable_type;
  const id = document.documentable_id;
  if ((type !== 'school' && type !== 'organisation') || id === null) return stay;
  if (!user) return stay; // the auth guard has sent a visitor away already
  if (user.admin && fromAdmin) return stay;
  if (context?.contextType === type && context.id === id) return stay;
  if (
    type === 'organisation' &&
    context?.contextType === 'school' &&
    boardOf(user, school, context.id) === id
  ) {
    return stay;
  }
  const home = homeOf(user, type, id);
  return home ? { action: 'switch', context: home } : { action: 'not-found' };
}
