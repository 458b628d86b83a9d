import { useCallback, useMemo, useSyncExternalStore } from 'react';
import { useMatch, useNavigate } from 'react-router';
import type { Period } from '@koers/contract';
import { useSchoolPeriods } from '@/lib/api/school-periods';
import { paths } from '@/lib/paths';
import { isManager as isManagerRule, resolveRole } from './rules';
import { getSession, subscribeSession, useSessionState } from './session-store';
import { readStored, STORAGE_KEYS, writeStored } from './storage';

/** Today as YYYY-MM-DD in the user's time zone (periods are date ranges, DESIGN §3). */
export function todayIso(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/**
 * SPEC §4 selected period: the first period by default, overridden by the one that contains
 * today, and for managers and admins by their stored choice if it is still in the list.
 */
export function choosePeriod<P extends Pick<Period, 'id' | 'start_at' | 'end_at'>>(
  periods: readonly P[],
  options: { today: string; storedId: number | null; useStored: boolean },
): P | null {
  let chosen: P | null = periods[0] ?? null;
  const current = periods.find((p) => p.start_at <= options.today && options.today <= p.end_at);
  if (current) chosen = current;
  if (options.useStored && options.storedId !== null) {
    const stored = periods.find((p) => p.id === options.storedId);
    if (stored) chosen = stored;
  }
  return chosen;
}

/** The plan document of a period, if it has one. */
export function planDocumentOf(period: Pick<Period, 'documents'> | null): number | null {
  return period?.documents.find((d) => d.type === 'plan')?.id ?? null;
}

/**
 * SPEC §4: where choosing `period` leads while a document is open: that period's plan document,
 * if it has one and it is not the document shown; otherwise nowhere (null).
 */
export function periodDocumentTarget(
  period: Pick<Period, 'documents'>,
  currentDocumentId: string | undefined,
): string | null {
  if (currentDocumentId === undefined) return null;
  const planId = planDocumentOf(period);
  return planId !== null && String(planId) !== currentDocumentId
    ? paths.document.href(planId)
    : null;
}

/** The id stored under `period`, if it is a number. */
export function readStoredPeriodId(): number | null {
  const raw = readStored(STORAGE_KEYS.period);
  const id = raw === null ? NaN : Number(raw);
  return Number.isInteger(id) ? id : null;
}

// The choice made in this tab (managers); a change re-renders every usePeriod() user.
let sessionChoice: number | null = null;
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
function setSessionChoice(id: number | null) {
  sessionChoice = id;
  for (const listener of listeners) listener();
}
// Logout forgets it with the stored copy (SPEC §4): the next user of this tab starts afresh.
subscribeSession(() => {
  if (sessionChoice !== null && getSession().token === null) setSessionChoice(null);
});

/**
 * The period selected now (SPEC §4) among `periods` of the current school: what the sidebar's
 * school-year selector shows and where the context redirect lands. A manager's choice made in
 * this tab, else the stored one, counts for managers only.
 */
export function selectedPeriod<P extends Pick<Period, 'id' | 'start_at' | 'end_at'>>(
  periods: readonly P[],
  manager: boolean,
  { choice = sessionChoice, now = new Date() }: { choice?: number | null; now?: Date } = {},
): P | null {
  return choosePeriod(periods, {
    today: todayIso(now),
    storedId: choice ?? readStoredPeriodId(),
    useStored: manager,
  });
}

/**
 * The periods of the current school and the selected one (SPEC §4). `setPeriod` stores the
 * choice for managers and, on a document, opens that period's plan document if it differs.
 */
export function usePeriod() {
  const user = useSessionState((s) => s.user);
  const context = useSessionState((s) => s.context);
  const roles = useSessionState((s) => s.roles);
  const manager = isManagerRule(user, resolveRole(user, context, roles));
  const schoolId = context?.contextType === 'school' ? context.id : null;
  const periodsResult = useSchoolPeriods(schoolId);
  const { periods } = periodsResult;
  const choice = useSyncExternalStore(subscribe, () => sessionChoice);
  const navigate = useNavigate();
  const documentMatch = useMatch(paths.document.path);

  const period = useMemo(
    () => selectedPeriod(periods, manager, { choice }),
    [periods, choice, manager],
  );

  const setPeriod = useCallback(
    (next: Period) => {
      setSessionChoice(next.id);
      if (manager) writeStored(STORAGE_KEYS.period, String(next.id));
      const target = documentMatch ? periodDocumentTarget(next, documentMatch.params.id) : null;
      if (target) void navigate(target);
    },
    [manager, documentMatch, navigate],
  );

  return {
    periods,
    period,
    setPeriod,
    canChoose: manager,
    /**
     * Read only by the screens that show a loading state. A getter: SWR re-renders a component
     * for the fields it has read, and reports a load even for periods already in its cache on
     * the first render, so reading it always rendered the sidebar a second time after the first
     * screen had shown.
     */
    get isLoading() {
      return periodsResult.isLoading;
    },
  };
}
