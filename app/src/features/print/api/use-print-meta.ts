import type { Document, Organisation, School } from '@koers/contract';
import { useOrganisation } from '@/lib/api/organisation';
import { useSchool } from '@/lib/api/school';
import { useSchoolPeriods } from '@/lib/api/school-periods';
import { useSession } from '@/lib/session/use-session';
import type { PrintOwner } from '../components/print-document';

export interface PrintMeta {
  /** Null while it loads. */
  owner: PrintOwner | null;
  /** The school year's name, null when there is none (or it could not be loaded). */
  periodName: string | null;
  /** Whether everything the cover names has answered (or failed: then it is left out). */
  settled: boolean;
}

const NO_OWNER: PrintOwner = { name: null, boardName: null, iconUrl: null };

const schoolOwner = (school: School): PrintOwner => ({
  name: school.name,
  boardName: school.organisation?.name ?? null,
  iconUrl: school.icon?.url ?? school.organisation?.icon?.url ?? null,
});

const boardOwner = (board: Pick<Organisation, 'name' | 'icon'>): PrintOwner => ({
  name: board.name,
  boardName: null,
  iconUrl: board.icon?.url ?? null,
});

/**
 * Whose document it is and its school year, for the cover: what the title page of its Word file
 * names (server/src/repositories/document-export.ts `documentOwnerNames`). The session's school
 * or board when the document is the current context's (already loaded), else asked for.
 */
export function usePrintMeta(document: Document | undefined): PrintMeta {
  const session = useSession();
  const type = document?.documentable_type;
  const ownerId = document?.documentable_id ?? null;
  const sessionSchool = type === 'school' && session.school?.id === ownerId ? session.school : null;
  const sessionBoard =
    type === 'organisation' && session.organisation?.id === ownerId ? session.organisation : null;
  const school = useSchool(type === 'school' && !sessionSchool ? ownerId : null);
  const board = useOrganisation(type === 'organisation' && !sessionBoard ? ownerId : null);
  const periods = useSchoolPeriods(
    type === 'school' && document?.period_id != null ? ownerId : null,
  );

  if (!document) return { owner: null, periodName: null, settled: false };

  let owner: PrintOwner | null = NO_OWNER;
  if (type === 'school' && ownerId !== null) {
    const found = sessionSchool ?? school.data;
    owner = found ? schoolOwner(found) : school.error ? NO_OWNER : null;
  } else if (type === 'organisation' && ownerId !== null) {
    const found = sessionBoard ?? board.data;
    owner = found ? boardOwner(found) : board.error ? NO_OWNER : null;
  }
  const periodPending =
    type === 'school' && document.period_id !== null && !periods.data && !periods.error;
  const periodName =
    periods.periods.find((period) => period.id === document.period_id)?.name ?? null;
  return { owner, periodName, settled: owner !== null && !periodPending };
}
