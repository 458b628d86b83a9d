export { Modal, ModalTrigger, MODAL_DEFAULTS } from './Modal';
export type { ModalProps } from './Modal';
