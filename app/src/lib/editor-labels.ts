import type { EditorLabels } from '@koers/ui/editor';
import { defineMessages, type IntlShape, type MessageDescriptor } from 'react-intl';

/**
 * The texts of the `@koers/ui` Editor in the user's language. A `{name}` or `{max}` stays in the
 * text: the editor fills in the file's name and the limit itself.
 */
const labelMessages = defineMessages({
  surface: { id: 'editor.ui.surface', defaultMessage: 'Text of the document' },
  surfaceHint: { id: 'editor.ui.surfaceHint', defaultMessage: 'Alt+F10 goes to the toolbar.' },
  toolbar: { id: 'editor.ui.toolbar', defaultMessage: 'Formatting' },
  tableToolbar: { id: 'editor.ui.tableToolbar', defaultMessage: 'Table' },
  groupBlock: { id: 'editor.ui.groupBlock', defaultMessage: 'Kind of text' },
  groupText: { id: 'editor.ui.groupText', defaultMessage: 'Text formatting' },
  groupLists: { id: 'editor.ui.groupLists', defaultMessage: 'Lists and quote' },
  groupInsert: { id: 'editor.ui.groupInsert', defaultMessage: 'Insert' },
  groupMove: { id: 'editor.ui.groupMove', defaultMessage: 'Move or delete block' },
  groupHistory: { id: 'editor.ui.groupHistory', defaultMessage: 'History' },
  body: { id: 'editor.ui.body', defaultMessage: 'Text' },
  heading1: { id: 'editor.ui.heading1', defaultMessage: 'Heading 1' },
  heading2: { id: 'editor.ui.heading2', defaultMessage: 'Heading 2' },
  heading3: { id: 'editor.ui.heading3', defaultMessage: 'Heading 3' },
  heading4: { id: 'editor.ui.heading4', defaultMessage: 'Heading 4' },
  bold: { id: 'editor.ui.bold', defaultMessage: 'Bold' },
  italic: { id: 'editor.ui.italic', defaultMessage: 'Italic' },
  underline: { id: 'editor.ui.underline', defaultMessage: 'Underline' },
  strike: { id: 'editor.ui.strike', defaultMessage: 'Strikethrough' },
  bulletList: { id: 'editor.ui.bulletList', defaultMessage: 'Bulleted list' },
  orderedList: { id: 'editor.ui.orderedList', defaultMessage: 'Numbered list' },
  blockquote: { id: 'editor.ui.blockquote', defaultMessage: 'Quote' },
  link: { id: 'editor.ui.link', defaultMessage: 'Link' },
  insertTable: { id: 'editor.ui.insertTable', defaultMessage: 'Insert table' },
  insertFile: { id: 'editor.ui.insertFile', defaultMessage: 'Insert file' },
  insertContact: { id: 'editor.ui.insertContact', defaultMessage: 'Insert contact' },
  moveUp: { id: 'editor.ui.moveUp', defaultMessage: 'Move up' },
  moveDown: { id: 'editor.ui.moveDown', defaultMessage: 'Move down' },
  deleteBlock: { id: 'editor.ui.deleteBlock', defaultMessage: 'Delete block' },
  undo: { id: 'editor.ui.undo', defaultMessage: 'Undo' },
  redo: { id: 'editor.ui.redo', defaultMessage: 'Redo' },
  rowBefore: { id: 'editor.ui.rowBefore', defaultMessage: 'Row above' },
  rowAfter: { id: 'editor.ui.rowAfter', defaultMessage: 'Row below' },
  columnBefore: { id: 'editor.ui.columnBefore', defaultMessage: 'Column left' },
  columnAfter: { id: 'editor.ui.columnAfter', defaultMessage: 'Column right' },
  deleteRow: { id: 'editor.ui.deleteRow', defaultMessage: 'Delete row' },
  deleteColumn: { id: 'editor.ui.deleteColumn', defaultMessage: 'Delete column' },
  headerRow: { id: 'editor.ui.headerRow', defaultMessage: 'Header row' },
  deleteTable: { id: 'editor.ui.deleteTable', defaultMessage: 'Delete table' },
  linkDialogTitle: { id: 'editor.ui.linkDialogTitle', defaultMessage: 'Link' },
  linkUrl: { id: 'editor.ui.linkUrl', defaultMessage: 'Address' },
  linkUrlDescription: {
    id: 'editor.ui.linkUrlDescription',
    defaultMessage: 'Starts with https://, http://, mailto: or tel:',
  },
  linkText: { id: 'editor.ui.linkText', defaultMessage: 'Text of the link' },
  linkSave: { id: 'editor.ui.linkSave', defaultMessage: 'Save' },
  linkRemove: { id: 'editor.ui.linkRemove', defaultMessage: 'Remove link' },
  linkRequired: { id: 'editor.ui.linkRequired', defaultMessage: 'Enter an address.' },
  linkInvalid: {
    id: 'editor.ui.linkInvalid',
    defaultMessage:
      'This address cannot be a link: use an address that starts with https://, http://, mailto: or tel:.',
  },
  cancel: { id: 'editor.ui.cancel', defaultMessage: 'Cancel' },
  close: { id: 'editor.ui.close', defaultMessage: 'Close' },
  contactDialogTitle: { id: 'editor.ui.contactDialogTitle', defaultMessage: 'Insert contact' },
  contactSearch: { id: 'editor.ui.contactSearch', defaultMessage: 'Search for a contact' },
  contactSearching: { id: 'editor.ui.contactSearching', defaultMessage: 'Searching…' },
  contactNone: { id: 'editor.ui.contactNone', defaultMessage: 'No contacts found.' },
  contactSearchFailed: {
    id: 'editor.ui.contactSearchFailed',
    defaultMessage: 'Searching did not work.',
  },
  fileBlock: { id: 'editor.ui.fileBlock', defaultMessage: 'File' },
  contactBlock: { id: 'editor.ui.contactBlock', defaultMessage: 'Contact' },
  download: { id: 'editor.ui.download', defaultMessage: 'Download' },
  email: { id: 'editor.ui.email', defaultMessage: 'Email' },
  phone: { id: 'editor.ui.phone', defaultMessage: 'Phone' },
  organisation: { id: 'editor.ui.organisation', defaultMessage: 'Organisation' },
  uploads: { id: 'editor.ui.uploads', defaultMessage: 'Files being uploaded' },
  uploading: { id: 'editor.ui.uploading', defaultMessage: 'Uploading {name}' },
  uploadFailed: { id: 'editor.ui.uploadFailed', defaultMessage: 'Uploading {name} did not work.' },
  uploadCancel: { id: 'editor.ui.uploadCancel', defaultMessage: 'Cancel' },
  uploadDismiss: { id: 'editor.ui.uploadDismiss', defaultMessage: 'Close' },
  uploadDone: { id: 'editor.ui.uploadDone', defaultMessage: '{name} was added.' },
  blockMovedUp: { id: 'editor.ui.blockMovedUp', defaultMessage: 'Block moved up.' },
  blockMovedDown: { id: 'editor.ui.blockMovedDown', defaultMessage: 'Block moved down.' },
  sectionMovedUp: { id: 'editor.ui.sectionMovedUp', defaultMessage: 'Section moved up.' },
  sectionMovedDown: { id: 'editor.ui.sectionMovedDown', defaultMessage: 'Section moved down.' },
  blockDeleted: { id: 'editor.ui.blockDeleted', defaultMessage: 'Block deleted.' },
  dragHandle: { id: 'editor.ui.dragHandle', defaultMessage: 'Drag to move' },
  headingTooLong: {
    id: 'editor.ui.headingTooLong',
    defaultMessage: 'A heading cannot be longer than {max} characters.',
  },
  bodyTooLong: {
    id: 'editor.ui.bodyTooLong',
    defaultMessage: 'This block of text cannot get longer. Start a new block with a heading.',
  },
  tooManyBlocks: {
    id: 'editor.ui.tooManyBlocks',
    defaultMessage: 'A document cannot have more than {max} blocks.',
  },
}) satisfies Record<keyof EditorLabels, unknown>;

/** Every editor text, translated. */
export function editorLabels(intl: IntlShape): EditorLabels {
  const labels = {} as EditorLabels;
  for (const key of Object.keys(labelMessages) as (keyof EditorLabels)[]) {
    const message: MessageDescriptor = labelMessages[key];
    labels[key] = intl.formatMessage(message, { name: '{name}', max: '{max}' });
  }
  return labels;
}
