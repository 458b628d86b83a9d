export {
  useDebouncedValue,
  useDebouncedCallback,
  LIST_SEARCH_DEBOUNCE_MS,
  DOCUMENT_SEARCH_DEBOUNCE_MS,
} from './useDebounced';
export type { DebouncedCallback } from './useDebounced';
