import { settingsTabs, type ContextType, type SettingsTab } from '@/lib/paths';
import { ADMIN_RANK, MANAGER_RANK, type ContextRef, type CurrentUser, type Role } from './types';

/**
 * SPEC §6 role rule: the user's role in the current context. For a school, membership through the
 * organisation that contains it wins; otherwise the school's own entry (which inherits the access
 * of its organisation when that is set, SPEC §3). The role id is then looked up in `roles`; when
 * the roles failed to load (`null`), there is no role.
 */
export function resolveRole(
  user: CurrentUser | null,
  context: ContextRef | null,
  roles: readonly Role[] | null,
): Role | undefined {
  if (!user || !context || !roles) return undefined;
  let roleId: number | undefined;
  if (context.contextType === 'organisation') {
    roleId = user.organisations.find((o) => o.id === context.id)?.access.role_id;
  } else {
    const viaOrganisation = user.organisations.find((o) =>
      o.schools.some((s) => s.id === context.id),
    );
    if (viaOrganisation) {
      roleId = viaOrganisation.access.role_id;
    } else {
      const school = user.schools.find((s) => s.id === context.id);
      roleId = school?.organisation?.access?.role_id ?? school?.access.role_id;
    }
  }
  return roleId === undefined ? undefined : roles.find((r) => r.id === roleId);
}

/** SPEC §6 Manager: a super admin, or rank ≥ 10 in the current context. */
export function isManager(user: CurrentUser | null, role: Role | undefined): boolean {
  return Boolean(user?.admin) || (role !== undefined && role.rank >= MANAGER_RANK);
}

/** SPEC §6 Admin (isAdmin): a super admin, or rank ≥ 15 in the current context. */
export function isAdmin(user: CurrentUser | null, role: Role | undefined): boolean {
  return Boolean(user?.admin) || (role !== undefined && role.rank >= ADMIN_RANK);
}

/** Whether the user may use a settings tab (its `minRole`, lib/paths.ts `settingsTabs`). */
export function maySettingsTab(
  user: CurrentUser | null,
  role: Role | undefined,
  tab: Pick<SettingsTab, 'minRole'>,
): boolean {
  return tab.minRole === 'admin' ? isAdmin(user, role) : isManager(user, role);
}

/**
 * The settings tabs the user may use in a context of `contextType`, in their order: what the tab
 * bar offers, and whether (and where) the sidebar links to Instellingen.
 */
export function settingsTabsFor(
  user: CurrentUser | null,
  role: Role | undefined,
  contextType: ContextType | null,
): (typeof settingsTabs)[number][] {
  return settingsTabs.filter(
    (tab) => maySettingsTab(user, role, tab) && (tab.scope === 'both' || tab.scope === contextType),
  );
}

/**
 * The one rule for writing documents (SPEC §6, DESIGN §4): managers may edit, rename and delete a
 * document whose documentable_type equals the current context type; super admins any document
 * (so only they the template, whose type is 'template'). Every control that writes a document
 * asks this (or `canCreateDocument`, which asks it for the context itself); the server refuses
 * everyone else regardless.
 */
export function canEditDocument(
  user: CurrentUser | null,
  role: Role | undefined,
  context: ContextRef | null,
  documentableType: string | undefined,
): boolean {
  if (user?.admin) return true;
  return (
    isManager(user, role) &&
    context !== null &&
    documentableType !== undefined &&
    documentableType === context.contextType
  );
}

/**
 * Whether the user may create a document in the current context: what `canEditDocument` allows
 * for a document of that context (its managers, and super admins). Without a context there is
 * nowhere to create one.
 */
export function canCreateDocument(
  user: CurrentUser | null,
  role: Role | undefined,
  context: ContextRef | null,
): boolean {
  return context !== null && canEditDocument(user, role, context, context.contextType);
}

/**
 * SPEC §6: switching context is offered to admins and to users with more than one organisation
 * or school, or with an organisation that has schools.
 */
export function canSwitchContext(user: CurrentUser | null): boolean {
  if (!user) return false;
  if (user.admin) return true;
  return (
    user.organisations.length + user.schools.length > 1 ||
    user.organisations.some((o) => o.schools.length > 0)
  );
}

/**
 * SPEC §2 guard 4: the context set automatically for single-membership users. Exactly one
 * organisation, no schools, and no schools listed in it → that organisation; no organisations and
 * exactly one school → that school. Anyone else chooses.
 */
export function resolveAutoContext(user: CurrentUser): ContextRef | null {
  const [onlyOrganisation] = user.organisations;
  if (
    user.organisations.length === 1 &&
    onlyOrganisation &&
    user.schools.length === 0 &&
    onlyOrganisation.schools.length === 0
  ) {
    return { id: onlyOrganisation.id, contextType: 'organisation' };
  }
  const [onlySchool] = user.schools;
  if (user.organisations.length === 0 && user.schools.length === 1 && onlySchool) {
    return { id: onlySchool.id, contextType: 'school' };
  }
  return null;
}
