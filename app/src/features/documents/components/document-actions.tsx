import type { Document } from '@koers/contract';
import { Menu, type MenuItemData } from '@koers/ui';
import { lazy, Suspense, useState } from 'react';
import { useIntl } from 'react-intl';
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
}

/**
 * 'Document actions' beside a document's title, for those who may write it: rename, and delete
 * (not the template, which the admin sidebar links to by its fixed id: the server refuses that).
 */
export function DocumentActions({ document }: DocumentActionsProps) {
  const intl = useIntl();
  const [open, setOpen] = useState<'rename' | 'delete' | null>(null);
  const items: MenuItemData[] = [
    { id: 'rename', label: intl.formatMessage(messages.rename), onAction: () => setOpen('rename') },
  ];
  if (document.documentable_type !== 'template') {
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
      <Menu
        className="koers-document__actions"
        trigger={intl.formatMessage(messages.actions)}
        items={items}
        placement="bottom end"
      />
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
