export { ApplicationChooser, applicationInitials } from './ApplicationChooser';
export type { ApplicationChooserProps, ChooserApplication } from './ApplicationChooser';
