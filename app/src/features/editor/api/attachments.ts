import type { Contact, ContextType, FileResource, PagedResult } from '@koers/contract';
import type { ContactOption, FileBlockValue, UploadOptions } from '@koers/ui/editor';
import { apiFetch, apiUpload, uploadPath, type UploadContext } from '@/lib/api/client';
import { contextApiPath } from '@/lib/api/context-path';

/**
 * `POST /api/files?purpose=attachment`: a file for a file block, counted against the document's
 * school or board (null: the Koers template, which has none). The server decides by the
 * content what it takes (PDF, Office documents, images) and how large; its refusal is an
 * ApiError with a message in the user's language.
 */
export async function uploadAttachment(
  file: File,
  context: UploadContext | null,
  { onProgress, signal }: UploadOptions,
): Promise<FileBlockValue> {
  const body = new FormData();
  body.append('file', file, file.name);
  const { data } = await apiUpload<{ data: FileResource }>(
    uploadPath('attachment', context),
    body,
    { onProgress, signal },
  );
  return { name: data.name, file_id: data.id, url: data.url, size: data.size };
}

/** The first page of a context's contacts matching `query` (`GET /api/{ctx}/{id}/contacts`). */
export async function searchContacts(
  context: { id: number; contextType: ContextType },
  query: string,
): Promise<ContactOption[]> {
  const search = new URLSearchParams({ page: '1', sort_column: 'name', sort_order: 'asc' });
  if (query.trim()) search.set('query', query.trim());
  const answer = await apiFetch<PagedResult<Contact>>(
    `${contextApiPath(context)}/contacts?${search.toString()}`,
  );
  return answer.data.map((contact) => ({
    id: contact.id,
    name: contact.name,
    function: contact.function,
    organisation_name: contact.organisation_name,
    email: contact.email,
    phone: contact.phone,
  }));
}
