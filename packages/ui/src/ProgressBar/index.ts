export { ProgressBar, PROGRESS_BAR_DEFAULTS } from './ProgressBar';
export type { ProgressBarProps } from './ProgressBar';
