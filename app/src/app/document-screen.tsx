import { lazy } from 'react';
import DocumentPage, {
  type DocumentEditorSlotProps,
} from '@/features/documents/routes/document-page';

// The editor (Tiptap and the saving machinery) loads only when edit mode turns on: read mode
// keeps its budget.
const DocumentEditor = lazy(() => import('@/features/editor/document-editor'));

const renderEditor = (props: DocumentEditorSlotProps) => <DocumentEditor {...props} />;

/** The document screen: the document page with the editor in its edit-mode slot. */
export default function DocumentScreen() {
  return <DocumentPage renderEditor={renderEditor} />;
}
