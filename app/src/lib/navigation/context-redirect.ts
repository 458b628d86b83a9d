import type { DocumentSummary } from '@koers/contract';
import { paths } from '@/lib/paths';
import type { ContextRef, School } from '@/lib/session/types';

/**
 * SPEC §2 context redirect rule (where "home" goes): a school with a calendar → calendar;
 * otherwise the first document of type plan of the school or organisation; none found, a failed
 * fetch, or no context at all → settings.global.
 */
export async function resolveContextRedirect(
  context: ContextRef | null,
  school: Pick<School, 'id' | 'calendar'> | null,
  fetchDocuments: (context: ContextRef) => Promise<readonly Pick<DocumentSummary, 'id' | 'type'>[]>,
): Promise<string> {
  if (!context) return paths.settings.global.href();
  if (context.contextType === 'school' && school?.id === context.id && school.calendar) {
    return paths.calendar.href();
  }
  try {
    const plan = (await fetchDocuments(context)).find((d) => d.type === 'plan');
    return plan ? paths.document.href(plan.id) : paths.settings.global.href();
  } catch {
    return paths.settings.global.href();
  }
}
