import type { DocumentSummary } from '@koers/contract';
import { paths } from '@/lib/paths';
import type { ContextRef, School } from '@/lib/session/types';

/**
 * SPEC §2 context redirect rule (where "home" goes): a school with a calendar → calendar;
 * otherwise the plan document of the selected school year (SPEC §4, `fetchSelectedPlan`, for a
 * school), else the first document of type plan of the school or organisation; none found, a
 * failed fetch, or no context at all → settings.global.
 *
 * The school year comes before the first plan because the sidebar's school-year selector says
 * which year is open: landing on another year's plan (or on the schoolplan that spans them all)
 * would contradict it. Both lists are asked for at once (the sidebar needs the documents anyway).
 */
export async function resolveContextRedirect(
  context: ContextRef | null,
  school: Pick<School, 'id' | 'calendar'> | null,
  fetchDocuments: (context: ContextRef) => Promise<readonly Pick<DocumentSummary, 'id' | 'type'>[]>,
  fetchSelectedPlan?: (context: ContextRef) => Promise<number | null>,
): Promise<string> {
  if (!context) return paths.settings.global.href();
  if (context.contextType === 'school' && school?.id === context.id && school.calendar) {
    return paths.calendar.href();
  }
  const documents = fetchDocuments(context);
  documents.catch(() => undefined); // awaited below; never an unhandled rejection meanwhile
  if (fetchSelectedPlan) {
    const selected = await fetchSelectedPlan(context).catch(() => null);
    if (selected !== null) return paths.document.href(selected);
  }
  try {
    const plan = (await documents).find((d) => d.type === 'plan');
    return plan ? paths.document.href(plan.id) : paths.settings.global.href();
  } catch {
    return paths.settings.global.href();
  }
}
