import { redirect } from 'react-router';
import { resolveContextRedirect } from '@/lib/navigation/context-redirect';
import { getSession } from '@/lib/session/session-store';

/** Home has no screen of its own: it applies the context redirect rule (SPEC §2). */
export async function homeLoader(): Promise<Response> {
  const { context, school } = getSession();
  const target = await resolveContextRedirect(context, school, async (ctx) => {
    // Loaded here rather than imported: the module's SWR hook belongs to the shell's chunk.
    const { preloadContextDocuments } = await import('@/lib/api/context-documents');
    return preloadContextDocuments(ctx.contextType, ctx.id);
  });
  return redirect(target);
}
