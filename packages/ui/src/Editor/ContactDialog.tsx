import { lazy, Suspense } from 'react';
import { Modal } from '../Modal/Modal';
import { Spinner } from '../Spinner/Spinner';
import type { EditorLabels } from './labels';
import type { ContactOption } from './types';

const ContactPicker = lazy(() => import('./ContactPicker'));

export interface ContactDialogProps {
  labels: EditorLabels;
  onSearch: (query: string) => Promise<ContactOption[]>;
  onPick: (contact: ContactOption) => void;
  onClose: () => void;
}

/** Picks a contact to insert as a contact block. */
export function ContactDialog({ labels, onSearch, onPick, onClose }: ContactDialogProps) {
  return (
    <Modal
      isOpen
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={labels.contactDialogTitle}
      closeLabel={labels.close}
      width={520}
      height={240}
    >
      <Suspense fallback={<Spinner label={labels.contactSearching} />}>
        <ContactPicker labels={labels} onSearch={onSearch} onPick={onPick} />
      </Suspense>
    </Modal>
  );
}
