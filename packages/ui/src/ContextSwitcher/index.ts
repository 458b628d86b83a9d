export { ContextSwitcher, CONTEXT_SWITCHER_VIRTUALIZE_FROM } from './ContextSwitcher';
export type { ContextSwitcherProps } from './ContextSwitcher';
export { filterContexts } from './filterContexts';
export type {
  ContextChoice,
  ContextOrganisation,
  ContextSchool,
  ContextType,
  FilteredContexts,
} from './filterContexts';
