import { redirect } from 'react-router';
import { paths } from '@/lib/paths';
import { resolveContextRedirect } from '@/lib/navigation/context-redirect';
import { isManager, resolveRole } from '@/lib/session/rules';
import { getSession } from '@/lib/session/session-store';

/**
 * Home applies the context redirect rule (SPEC §2), landing a school without a calendar on the
 * plan of the selected school year (SPEC §4) when it has one. When the rule ends at
 * settings.global (no calendar and no plan, or the documents could not be loaded) and the user may
 * not open the settings (guard 6 would send them home again, and home to the settings: a loop),
 * home shows its own screen instead: there is nothing to read in this context yet.
 */
export async function homeLoader(): Promise<Response | null> {
  const { context, school, user, roles } = getSession();
  const manager = isManager(user, resolveRole(user, context, roles));
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
  if (target === paths.settings.global.href() && !manager) {
    return null;
  }
  return redirect(target);
}
