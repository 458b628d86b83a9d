import type { AdminOrganisation, AdminSchool, CurrentUser } from '@koers/contract';

/** A school offered in the context switch (the shape @koers/ui's ContextSwitcher takes). */
export interface SchoolChoice {
  id: number;
  name: string;
  brin_number: string | null;
  icon: string | null;
}

/** An organisation offered in the context switch, with its schools. */
export interface OrganisationChoice {
  id: number;
  name: string;
  authority_number: string | null;
  schools: SchoolChoice[];
}

export interface ContextChoices {
  organisations: OrganisationChoice[];
  /** Schools not listed under one of `organisations`. */
  schools: SchoolChoice[];
}

const school = (s: {
  id: number;
  name: string;
  brin_number: string | null;
  icon: { url: string } | null;
}): SchoolChoice => ({
  id: s.id,
  name: s.name,
  brin_number: s.brin_number,
  icon: s.icon?.url ?? null,
});

const byName = <T extends { name: string }>(a: T, b: T) => a.name.localeCompare(b.name, 'nl');

/**
 * SPEC §2 'Wisselen van omgeving': the user's organisations with their schools, then the schools
 * the user belongs to directly that are not already listed under one of those organisations.
 */
export function contextChoicesForUser(user: CurrentUser): ContextChoices {
  const organisations = user.organisations
    .map((o) => ({
      id: o.id,
      name: o.name,
      authority_number: o.authority_number,
      schools: o.schools.map(school).sort(byName),
    }))
    .sort(byName);
  const listed = new Set(organisations.flatMap((o) => o.schools.map((s) => s.id)));
  const schools = user.schools
    .filter((s) => !listed.has(s.id))
    .map(school)
    .sort(byName);
  return { organisations, schools };
}

/** For super admins: every organisation with its schools, and the schools without one. */
export function contextChoicesForAdmin(
  organisations: readonly AdminOrganisation[],
  schools: readonly AdminSchool[],
): ContextChoices {
  const byOrganisation = new Map<number, SchoolChoice[]>();
  const loose: SchoolChoice[] = [];
  const known = new Set(organisations.map((o) => o.id));
  for (const s of schools) {
    if (s.organisation_id !== null && known.has(s.organisation_id)) {
      const list = byOrganisation.get(s.organisation_id) ?? [];
      list.push(school(s));
      byOrganisation.set(s.organisation_id, list);
    } else {
      loose.push(school(s));
    }
  }
  return {
    organisations: organisations
      .map((o) => ({
        id: o.id,
        name: o.name,
        authority_number: o.authority_number,
        schools: (byOrganisation.get(o.id) ?? []).sort(byName),
      }))
      .sort(byName),
    schools: loose.sort(byName),
  };
}

/** "Anna van der Berg": first name, prefix (tussenvoegsel) and last name. */
export function displayName(
  user: Pick<CurrentUser, 'first_name' | 'last_name_prefix' | 'last_name'>,
): string {
  return [user.first_name, user.last_name_prefix, user.last_name].filter(Boolean).join(' ');
}
