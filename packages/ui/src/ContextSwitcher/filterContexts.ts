export type ContextType = 'school' | 'organisation';

export interface ContextSchool {
  /** School id. */
  id: number | string;
  /** School name. */
  name: string;
  /** BRIN number (Dutch school registration). */
  brin_number?: string | null;
  /** URL of the school's icon. */
  icon?: string | null;
}

export interface ContextOrganisation {
  /** Organisation (board) id. */
  id: number | string;
  /** Organisation name. */
  name: string;
  /** Authority number ("bevoegd gezag" number). */
  authority_number?: string | null;
  /** The organisation's schools the user can switch to. */
  schools: ContextSchool[];
}

export interface ContextChoice {
  id: number | string;
  contextType: ContextType;
}

export interface FilteredContexts {
  organisations: ContextOrganisation[];
  schools: ContextSchool[];
}

function normalise(value: string): string {
  // Accent-insensitive so "Kopieer" finds "Kopiëer" and "ecole" finds "école".
  return value
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
}

function schoolMatches(school: ContextSchool, query: string): boolean {
  return (
    normalise(school.name).includes(query) ||
    (!!school.brin_number && normalise(school.brin_number).includes(query))
  );
}

/**
 * Filters the switchable contexts by a free-text query (name, BRIN or authority number,
 * case and accent insensitive). An organisation that matches keeps all its schools; one that
 * does not match is kept only with its matching schools. Order is preserved.
 */
export function filterContexts(
  organisations: ContextOrganisation[],
  schools: ContextSchool[],
  query: string,
): FilteredContexts {
  const q = normalise(query.trim());
  if (!q) return { organisations, schools };
  const filteredOrganisations: ContextOrganisation[] = [];
  for (const organisation of organisations) {
    const ownMatch =
      normalise(organisation.name).includes(q) ||
      (!!organisation.authority_number && normalise(organisation.authority_number).includes(q));
    if (ownMatch) {
      filteredOrganisations.push(organisation);
      continue;
    }
    const matchingSchools = organisation.schools.filter((school) => schoolMatches(school, q));
    if (matchingSchools.length > 0) {
      filteredOrganisations.push({ ...organisation, schools: matchingSchools });
    }
  }
  return {
    organisations: filteredOrganisations,
    schools: schools.filter((school) => schoolMatches(school, q)),
  };
}
