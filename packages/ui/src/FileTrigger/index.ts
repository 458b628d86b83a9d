export { FileTrigger } from './FileTrigger';
export type { FileTriggerProps } from './FileTrigger';
export { ICON_ACCEPT, isAcceptedFile } from './acceptFile';
