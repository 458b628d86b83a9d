import type { FastifyRequest } from 'fastify';
import type { ContextType, DocumentRow } from '../../db/types.js';
import { findDocument } from '../../repositories/documents.js';
import { DOCUMENT_ADOPTED_ERROR } from '@koers/contract/constants';
import { forbidden, HttpError, notFound, unauthenticated } from '../../lib/errors.js';
import {
  isReader,
  MANAGER_RANK,
  requireMember,
  requireOrganisationReader,
  type ContextAccess,
} from '../../services/access.js';

/**
 * Who may read a document (DESIGN §4): members of its context; organisation documents also
 * managers of the organisation's schools; the template (documentable_type 'template', id 2)
 * only super admins. Everyone else gets a 404, never the document.
 */
export async function requireDocumentReader(
  request: FastifyRequest,
  doc: DocumentRow,
): Promise<ContextAccess | null> {
  if (!request.user) throw unauthenticated();
  if (doc.documentable_type === 'template') {
    if (request.user.admin !== 1) throw notFound();
    return null;
  }
  if (doc.documentable_id === null) throw notFound();
  if (doc.documentable_type === 'organisation')
    return requireOrganisationReader(request, doc.documentable_id);
  if (doc.documentable_type === 'school')
    return requireMember(request, 'school', doc.documentable_id);
  throw notFound();
}

/**
 * Who may change a document: managers (rank ≥ 10) of the context whose type equals the
 * document's documentable_type, or super admins. Readers who may not write get a 403.
 */
export async function requireDocumentWriter(
  request: FastifyRequest,
  doc: DocumentRow,
): Promise<ContextAccess | null> {
  const access = await requireDocumentReader(request, doc);
  if (access && access.rank < MANAGER_RANK) throw forbidden();
  return access;
}

/**
 * Which text of a document the user may read (docs/decisions, "Readers never see a concept"):
 * readers never see a concept; while a new concept of an adopted document is written, they read
 * the adopted version. Managers read the current text. A concept a reader may not see is a 404.
 */
export async function requireReadableText(
  request: FastifyRequest,
  doc: DocumentRow,
): Promise<'current' | 'adopted'> {
  return readableText(await requireDocumentReader(request, doc), doc);
}

/** requireReadableText for a caller whose access requireDocumentReader gave. */
export function readableText(
  access: ContextAccess | null,
  doc: DocumentRow,
): 'current' | 'adopted' {
  if (!isReader(access) || doc.status !== 'concept') return 'current';
  if (doc.adopted_version === null) throw notFound();
  return 'adopted';
}

/** A `vastgesteld` document's text is read-only: writes to it get a 409 `document_adopted`. */
export function requireEditableText(doc: DocumentRow): void {
  if (doc.status === 'vastgesteld')
    throw new HttpError(409, 'errors.document_adopted', {}, { error: DOCUMENT_ADOPTED_ERROR });
}

/** The document of a route's `:id`, or 404. */
export async function loadDocument(request: FastifyRequest, id: number): Promise<DocumentRow> {
  const doc = await findDocument(request.server.db, id);
  if (!doc) throw notFound();
  return doc;
}

/** The context of a document's audit rows (none for the template). */
export const contextOf = (
  doc: DocumentRow,
): { contextType: ContextType | null; contextId: number | null } =>
  doc.documentable_type === 'organisation' || doc.documentable_type === 'school'
    ? { contextType: doc.documentable_type, contextId: doc.documentable_id }
    : { contextType: null, contextId: null };
