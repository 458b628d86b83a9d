import type { Document } from '@koers/contract';
import { Menu, Spinner, useToast, type MenuItemData } from '@koers/ui';
import { lazy, Suspense, useState } from 'react';
import { useIntl } from 'react-intl';
import { downloadDocumentDocx } from '../api/export-document';
import { messages } from '../messages';

// The dialogs (form, modal) load when one is first opened: most visits only read the document,
// and the document's chunk stays as small as it was (see the 'document' group in vite.config.ts).
const RenameDocumentDialog = lazy(() =>
  import('./manage/rename-document-dialog').then((m) => ({ default: m.RenameDocumentDialog })),
);
const DeleteDocumentDialog = lazy(() =>
  import('./manage/delete-document-dialog').then((m) => ({ default: m.DeleteDocumentDialog })),
);

export interface DocumentActionsProps {
  document: Pick<Document, 'id' | 'name' | 'documentable_type' | 'documentable_id'>;
  /** Whether the reader may also change the document: rename and delete are offered. */
  canEdit: boolean;
}

/**
 * 'Document actions' beside a document's title. Everyone who reads the document may download it
 * as a Word file; those who may write it also rename it, and delete it (not the template, which
 * the admin sidebar links to by its fixed id: the server refuses that).
 */
export function DocumentActions({ document, canEdit }: DocumentActionsProps) {
  const intl = useIntl();
  const toast = useToast();
  const [open, setOpen] = useState<'rename' | 'delete' | null>(null);
  const [downloading, setDownloading] = useState(false);

  async function downloadWord() {
    // Choosing the item again while the file is being made does not ask for a second one.
    if (downloading) return;
    setDownloading(true);
    try {
      await downloadDocumentDocx(document);
    } catch {
      toast.add({ title: intl.formatMessage(messages.downloadWordFailed), variant: 'error' });
    } finally {
      setDownloading(false);
    }
  }

  const items: MenuItemData[] = [
    {
      id: 'download-word',
      label: intl.formatMessage(messages.downloadWord),
      onAction: () => void downloadWord(),
    },
  ];
  if (canEdit) {
    items.push({
      id: 'rename',
      label: intl.formatMessage(messages.rename),
      onAction: () => setOpen('rename'),
    });
  }
  if (canEdit && document.documentable_type !== 'template') {
    items.push({
      id: 'delete',
      label: intl.formatMessage(messages.delete),
      onAction: () => setOpen('delete'),
    });
  }
  const onOpenChange = (isOpen: boolean) => {
    if (!isOpen) setOpen(null);
  };
  return (
    <>
      <div className="koers-document__tools">
        <Menu
          className="koers-document__actions"
          trigger={intl.formatMessage(messages.actions)}
          items={items}
          placement="bottom end"
        />
        {downloading ? (
          <Spinner size="sm" showLabel label={intl.formatMessage(messages.downloadingWord)} />
        ) : null}
      </div>
      {open ? (
        <Suspense fallback={null}>
          {open === 'rename' ? (
            <RenameDocumentDialog document={document} isOpen onOpenChange={onOpenChange} />
          ) : (
            <DeleteDocumentDialog document={document} isOpen onOpenChange={onOpenChange} />
          )}
        </Suspense>
      ) : null}
    </>
  );
}
