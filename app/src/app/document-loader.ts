import { data } from 'react-router';
import { prime } from '@/lib/api/prime';
import {
  documentKey,
  getDocument,
  parseDocumentId,
  preloadDocument,
} from '@/features/documents/api/get-document';
import { placeDocument } from '@/lib/navigation/document-context';
import { setContext } from '@/lib/session/actions';
import { getSession } from '@/lib/session/session-store';

/**
 * Loads the document of the route (into SWR's cache, for the page) and puts it in its own
 * context first (lib/navigation/document-context.ts): a document of another school or board the
 * user belongs to switches the context to it, as if chosen in the modal; one the user has no
 * context for is not found. Failures of the document itself are left to the page.
 */
export async function documentLoader(rawId: string | undefined, url: URL): Promise<null> {
  const id = parseDocumentId(rawId);
  if (id !== null && getSession().token) {
    // The same request preloadDocument makes (SWR's preload slot): asked for once.
    const document = await prime(documentKey(id), () => getDocument(id)).catch(() => null);
    if (document) {
      const placement = placeDocument(document, getSession(), {
        fromAdmin: url.searchParams.get('from') === 'admin',
      });
      if (placement.action === 'not-found') throw notFound();
      if (placement.action === 'switch') {
        await setContext(placement.context).catch(() => {
          throw notFound();
        });
      }
    }
  }
  // Publishes the document with the edit right of the context it is now shown in.
  await preloadDocument(rawId);
  return null;
}

const notFound = () => data('Not found', { status: 404, statusText: 'Not Found' });
