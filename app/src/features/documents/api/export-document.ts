import type { Document } from '@koers/contract';
import { apiFile } from '@/lib/api/client';
import { saveFile } from '@/lib/save-file';

export const DOCX_MIME = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

/** `GET /api/documents/{id}/export.docx`: the document as a Word file, for everyone who may read it. */
export const documentDocxPath = (id: number) => `/api/documents/${id}/export.docx`;

/**
 * Fetches the document's Word file and saves it under the name the server gives (the document's
 * name, made safe for file systems), or the document's name when the answer names none.
 */
export async function downloadDocumentDocx(document: Pick<Document, 'id' | 'name'>): Promise<void> {
  const { blob, fileName } = await apiFile(documentDocxPath(document.id), {
    headers: { Accept: DOCX_MIME },
  });
  saveFile(blob, fileName ?? `${document.name}.docx`);
}
