export { ProgressBar, PROGRESS_BAR_DEFAULTS } from './ProgressBar';
export type {
  DeterminateProgressBarProps,
  NavigationProgressBarProps,
  ProgressBarProps,
} from './ProgressBar';
