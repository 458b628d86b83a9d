import type {
  CurrentUser,
  Organisation,
  Role,
  School,
  DocumentSummary,
  Period,
  Application,
} from '@koers/contract';
import type { ContextType } from '@/lib/paths';

export type { CurrentUser, Organisation, Role, School, DocumentSummary, Period, Application };
export type { ContextType };

/** SPEC §3 Context: the chosen school or organisation, as stored under `context`. */
export interface ContextRef {
  id: number;
  contextType: ContextType;
}

/** SPEC §9 rank thresholds (mirrored from @koers/contract as values: the contract is types-only here). */
export const MANAGER_RANK = 10;
export const ADMIN_RANK = 15;
