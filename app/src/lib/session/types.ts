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

export { ADMIN_RANK, MANAGER_RANK } from '@koers/contract/constants';
