import type { ContextRef } from '@/lib/session/types';
import { prime } from './prime';
import { contextDocumentsKey, fetchContextDocuments } from './context-documents';
import { fetchSchoolApplications, schoolApplicationsKey } from './school-applications';
import { fetchSchoolPeriods, schoolPeriodsKey } from './school-periods';

/**
 * Requests what the shell shows around every screen of a context (the header's applications, the
 * sidebar's school years and documents, and for a manager of a school its board's documents,
 * `boardId`) into SWR's cache, so the hooks of the header and sidebar render with them. Resolves
 * when all have answered (or failed).
 */
export function preloadShellData(
  context: ContextRef,
  boardId: number | null = null,
): Promise<void> {
  const requests: Promise<unknown>[] = [
    prime(contextDocumentsKey(context.contextType, context.id), () =>
      fetchContextDocuments(context.contextType, context.id),
    ),
  ];
  if (boardId !== null) {
    requests.push(
      prime(contextDocumentsKey('organisation', boardId), () =>
        fetchContextDocuments('organisation', boardId),
      ),
    );
  }
  if (context.contextType === 'school') {
    requests.push(
      prime(schoolApplicationsKey(context.id), () => fetchSchoolApplications(context.id)),
      prime(schoolPeriodsKey(context.id), () => fetchSchoolPeriods(context.id)),
    );
  }
  // Failures reach the hooks, which handle them silently (SPEC §8); here they only end the wait.
  return Promise.allSettled(requests).then(() => undefined);
}
