import { redirect } from 'react-router';
import { paths, settingsTabs } from '@/lib/paths';
import { resolveContextRedirect } from '@/lib/navigation/context-redirect';
import { isManager, maySettingsTab, resolveRole } from '@/lib/session/rules';
import { getSession } from '@/lib/session/session-store';

/**
 * Home applies the context redirect rule (SPEC §2), landing a school without a calendar on the
 * plan of the selected school year (SPEC §4) when it has one. When the rule ends at
 * settings.global (no calendar and no plan, or the documents could not be loaded) and the user may
 * not use that tab (a reader would be sent home again, a loop; a manager would be turned away as
 * not found), home shows its own screen instead: there is nothing to read in this context yet.
 */
const globalTab = settingsTabs.find((tab) => tab.id === 'global')!;

export async function homeLoader(): Promise<Response | null> {
  const { context, school, user, roles } = getSession();
  const role = resolveRole(user, context, roles);
  const manager = isManager(user, role);
  const target = await resolveContextRedirect(
    context,
    school,
    async (ctx) => {
      // Loaded here rather than imported: the module's SWR hook belongs to the shell's chunk.
      const { preloadContextDocuments } = await import('@/lib/api/context-documents');
      return preloadContextDocuments(ctx.contextType, ctx.id);
    },
    async (ctx) => {
      if (ctx.contextType !== 'school') return null;
      // Into SWR's cache like the documents: the sidebar's school-year selector renders with them.
      const [
        { prime },
        { fetchSchoolPeriods, schoolPeriodsKey },
        { planDocumentOf, selectedPeriod },
      ] = await Promise.all([
        import('@/lib/api/prime'),
        import('@/lib/api/school-periods'),
        import('@/lib/session/period'),
      ]);
      const periods = await prime(schoolPeriodsKey(ctx.id), () => fetchSchoolPeriods(ctx.id));
      return planDocumentOf(selectedPeriod(periods, manager));
    },
  );
  if (target === paths.settings.global.href() && !maySettingsTab(user, role, globalTab)) {
    return null;
  }
  return redirect(target);
}
