// Not part of components/form: the login page's chunk takes that folder, and a dialog there would
// bring the modal and its overlays to every guest.
export { ConfirmDialog } from './confirm-dialog';
export type { ConfirmDialogProps } from './confirm-dialog';
