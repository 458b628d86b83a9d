import { documentKey, getDocument } from '@/lib/api/document';
import { prime } from '@/lib/api/prime';
import { setDocument } from '@/lib/document-store';
import { canEditDocument, resolveRole } from '@/lib/session/rules';
import { getSession } from '@/lib/session/session-store';

export { documentKey, getDocument, useDocument } from '@/lib/api/document';

/** The id of a route parameter, if it is one (anything else is a document that does not exist). */
export function parseDocumentId(raw: string | undefined): number | null {
  return raw !== undefined && /^[1-9]\d{0,9}$/.test(raw) ? Number(raw) : null;
}

/**
 * Fetches the document of a route parameter into SWR's cache, so the page's hook finds it there
 * (or its error). Resolves when it has answered, never rejects. Only with a session: without one
 * the auth guard sends the visitor away.
 */
export async function preloadDocument(rawId: string | undefined): Promise<void> {
  const id = parseDocumentId(rawId);
  if (id === null || !getSession().token) return;
  const document = await prime(documentKey(id), () => getDocument(id)).catch(() => undefined);
  if (!document) return;
  // Published before the page renders, as the page itself would (document-page.tsx): the header
  // and layout, which mount together with the page on a first visit, then render with it at
  // once. Published by the page only, they noticed it after the first paint and rendered the
  // whole shell a second time (about 100 ms of main thread on a throttled phone).
  const { user, context, roles } = getSession();
  const role = resolveRole(user, context, roles);
  setDocument(document, canEditDocument(user, role, context, document.documentable_type));
}
