import type { Document, UpdateDocumentStatusBody } from '@koers/contract';
import { Menu, Spinner, useToast, type MenuItemData } from '@koers/ui';
import { lazy, Suspense, useState } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { ApiError } from '@/lib/api/client';
import { paths } from '@/lib/paths';
import { downloadDocumentDocx } from '../api/export-document';
import { messages } from '../messages';
import { useStatusChange } from './manage/use-status-change';

// The dialogs (form, modal) load when one is first opened: most visits only read the document,
// and the document's chunk stays as small as it was (see the 'document' group in vite.config.ts).
const RenameDocumentDialog = lazy(() =>
  import('./manage/rename-document-dialog').then((m) => ({ default: m.RenameDocumentDialog })),
);
const DeleteDocumentDialog = lazy(() =>
  import('./manage/delete-document-dialog').then((m) => ({ default: m.DeleteDocumentDialog })),
);
const TemplateDialog = lazy(() =>
  import('./manage/template-dialog').then((m) => ({ default: m.TemplateDialog })),
);
const AdoptDocumentDialog = lazy(() =>
  import('./manage/adopt-document-dialog').then((m) => ({ default: m.AdoptDocumentDialog })),
);

export interface DocumentActionsProps {
  document: Pick<
    Document,
    | 'id'
    | 'name'
    | 'documentable_type'
    | 'documentable_id'
    | 'status'
    | 'reading'
    | 'adoption'
    | 'is_template'
    | 'fixed_chapters'
    | 'blocks'
  >;
  /**
   * Whether the user is one of the document's writers: rename, delete, its history and its
   * status are offered (an adopted document's text stays read-only all the same).
   */
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
  const [open, setOpen] = useState<'rename' | 'delete' | 'adopt' | 'template' | null>(null);
  const [downloading, setDownloading] = useState(false);
  const changeStatus = useStatusChange(document.id);

  /** A status change without a dialog: sharing, back to concept, a new version. */
  async function moveTo(body: UpdateDocumentStatusBody, done: MessageDescriptor) {
    try {
      await changeStatus(body);
      toast.add({ title: intl.formatMessage(done), variant: 'success' });
    } catch (error) {
      toast.add({
        title: intl.formatMessage(messages.statusFailed),
        description: error instanceof ApiError ? error.message : undefined,
        variant: 'error',
      });
    }
  }

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
      id: 'print',
      label: intl.formatMessage(messages.print),
      href: paths.documentPrint.href(document.id),
    },
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
  // While a new version is written, the adopted one can still be printed (from the history).
  if (canEdit && document.status === 'concept' && document.adoption) {
    items.push({
      id: 'print-adopted',
      label: intl.formatMessage(messages.printAdopted),
      href: paths.documentPrint.href(document.id, { versie: document.adoption.version }),
    });
  }
  if (canEdit) {
    items.push({
      id: 'history',
      label: intl.formatMessage(messages.history),
      href: paths.documentHistory.href(document.id),
    });
  }
  // A board's document can be a template for its schools, with chapters of fixed board text.
  if (canEdit && document.documentable_type === 'organisation') {
    items.push({
      id: 'template',
      label: intl.formatMessage(messages.template),
      onAction: () => setOpen('template'),
    });
  }
  // The template has no life cycle of its own: plans made from it have.
  if (canEdit && document.documentable_type !== 'template') {
    if (document.status === 'concept')
      items.push({
        id: 'share',
        label: intl.formatMessage(messages.share),
        onAction: () => void moveTo({ status: 'ter_bespreking' }, messages.shared),
      });
    if (document.status === 'ter_bespreking')
      items.push({
        id: 'unshare',
        label: intl.formatMessage(messages.backToConcept),
        onAction: () => void moveTo({ status: 'concept' }, messages.backToConceptDone),
      });
    if (document.status !== 'vastgesteld')
      items.push({
        id: 'adopt',
        label: intl.formatMessage(messages.adopt),
        onAction: () => setOpen('adopt'),
      });
    else
      items.push({
        id: 'new-version',
        label: intl.formatMessage(messages.newVersion),
        onAction: () => void moveTo({ status: 'concept' }, messages.newVersionDone),
      });
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
          ) : open === 'template' ? (
            <TemplateDialog document={document} isOpen onOpenChange={onOpenChange} />
          ) : open === 'adopt' ? (
            <AdoptDocumentDialog document={document} isOpen onOpenChange={onOpenChange} />
          ) : (
            <DeleteDocumentDialog document={document} isOpen onOpenChange={onOpenChange} />
          )}
        </Suspense>
      ) : null}
    </>
  );
}
