import type { Application, ApplicationType } from '@koers/contract';

/** Group key: an application type, or `null` for the applications without one (the chooser). */
export type ApplicationGroupKey = ApplicationType | null;

/** The order of the groups on the page: the header's icon buttons first, then the chooser's. */
export const APPLICATION_GROUP_ORDER: readonly ApplicationGroupKey[] = [
  'tasks',
  'webmail',
  'student-tracking-system',
  'other',
  null,
];

export interface ApplicationGroup {
  type: ApplicationGroupKey;
  applications: Application[];
}

/**
 * The applications by type in APPLICATION_GROUP_ORDER, each group sorted by name (Dutch
 * collation, so "Één" sorts with "E"); groups without applications are left out.
 */
export function groupApplications(
  applications: readonly Application[],
  locale = 'nl',
): ApplicationGroup[] {
  const collator = new Intl.Collator(locale, { sensitivity: 'base', numeric: true });
  return APPLICATION_GROUP_ORDER.map((type) => ({
    type,
    applications: applications
      .filter((a) => (a.type ?? null) === type)
      .sort((a, b) => collator.compare(a.name, b.name)),
  })).filter((group) => group.applications.length > 0);
}
