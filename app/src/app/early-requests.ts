import { getSession } from '@/lib/session/session-store';

const DOCUMENT_PATH = /^\/document\/(\d+)\/?$/;

/**
 * The API paths the first screen of this visit will ask for, known from local storage and the
 * URL alone: the current user and roles (check-auth), the context's school or organisation, the
 * shell's documents, applications and school years, and the document of a document URL. They must
 * equal the SWR keys of the hooks (early-requests.test.ts checks them), or the answer is not used.
 */
export function earlyRequestPaths(pathname: string): string[] {
  const { token, context } = getSession();
  if (!token) return [];
  const paths = ['/api/users/current', '/api/roles'];
  if (context) {
    const base = `/api/${context.contextType === 'school' ? 'schools' : 'organisations'}/${context.id}`;
    paths.push(base, `${base}/documents`);
    if (context.contextType === 'school') paths.push(`${base}/applications`, `${base}/periods`);
  }
  const document = DOCUMENT_PATH.exec(pathname);
  if (document) paths.push(`/api/documents/${document[1]}`);
  return paths;
}
