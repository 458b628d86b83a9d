export { ErrorSummary } from './ErrorSummary';
export type { ErrorSummaryProps, ErrorSummaryItem } from './ErrorSummary';
