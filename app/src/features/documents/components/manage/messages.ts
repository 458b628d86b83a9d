import { defineMessage, defineMessages } from 'react-intl';

/**
 * The texts of the managers' dialogs (create, rename, delete): here rather than in the feature's
 * messages, so they load with the dialogs and not with every document a reader opens.
 */
export const manageMessages = {
  templateTitle: defineMessage<{ name: string }>({
    id: 'documents.template.title',
    defaultMessage: '“{name}” as a template',
  }),
  createBoardTemplate: defineMessage<{ name: string; board: string; fixed: number }>({
    id: 'documents.create.boardTemplate',
    defaultMessage:
      'Template of {board}: {name}{fixed, plural, =0 {} one { (# chapter of board text)} other { (# chapters of board text)}}',
  }),
  adoptTitle: defineMessage<{ name: string }>({
    id: 'documents.adopt.title',
    defaultMessage: 'Adopt “{name}”',
  }),
  ...defineMessages({
    cancel: { id: 'documents.dialog.cancel', defaultMessage: 'Cancel' },
    adoptText: {
      id: 'documents.adopt.text',
      defaultMessage:
        'An adopted document can be read and printed, but no longer changed. Its text is kept in the history as the adopted version. To change it later, start a new version.',
    },
    adoptNote: { id: 'documents.adopt.note', defaultMessage: 'Note (optional)' },
    adoptNoteHint: {
      id: 'documents.adopt.noteHint',
      defaultMessage: 'For example: Consent of the participation council on 12 May 2027',
    },
    adoptSubmit: { id: 'documents.adopt.submit', defaultMessage: 'Adopt' },
    adoptPending: { id: 'documents.adopt.pending', defaultMessage: 'Adopting…' },
    closeDialog: { id: 'documents.dialog.close', defaultMessage: 'Close' },
    name: { id: 'documents.field.name', defaultMessage: 'Name' },
    createTitle: { id: 'documents.create.title', defaultMessage: 'New document' },
    createKind: { id: 'documents.create.kind', defaultMessage: 'Kind of document' },
    createKindYear: {
      id: 'documents.create.kind.jaarplan',
      defaultMessage: 'Annual plan (jaarplan) for one school year',
    },
    createKindSchool: {
      id: 'documents.create.kind.schoolplan',
      defaultMessage: 'School plan (schoolplan) for all school years',
    },
    createBoardKind: {
      id: 'documents.create.boardKind',
      defaultMessage: 'A plan of the board (koersplan), for all its schools and school years.',
    },
    createPeriod: { id: 'documents.create.period', defaultMessage: 'School year' },
    createPeriodRequired: {
      id: 'documents.create.periodRequired',
      defaultMessage: 'Choose the school year of the annual plan.',
    },
    createNoPeriods: {
      id: 'documents.create.noPeriods',
      defaultMessage: 'This school has no school years yet, so it cannot have an annual plan.',
    },
    createPeriodsLoading: {
      id: 'documents.create.periodsLoading',
      defaultMessage: 'Loading the school years…',
    },
    createStartWith: { id: 'documents.create.startWith', defaultMessage: 'Start with' },
    createEmpty: { id: 'documents.create.empty', defaultMessage: 'An empty document' },
    createKoersTemplate: {
      id: 'documents.create.koersTemplate',
      defaultMessage: 'The content of the Koers template',
    },
    createTemplatesLoading: {
      id: 'documents.create.templatesLoading',
      defaultMessage: 'Loading the templates…',
    },
    createTemplatesFailed: {
      id: 'documents.create.templatesFailed',
      defaultMessage: 'The templates could not be loaded; you can start with an empty document.',
    },
    templateIsTemplate: {
      id: 'documents.template.isTemplate',
      defaultMessage: "A template for the board's schools: they can start new documents from it",
    },
    templateFixedLegend: {
      id: 'documents.template.fixedLegend',
      defaultMessage: 'Board text (fixed chapters)',
    },
    templateFixedHint: {
      id: 'documents.template.fixedHint',
      defaultMessage:
        'A chosen chapter appears read-only in every school document made from this template, marked “Board text”, and follows your changes. The schools write everything else.',
    },
    templateNoChapters: {
      id: 'documents.template.noChapters',
      defaultMessage: 'This document has no chapters (headings 1) yet to fix as board text.',
    },
    templateSubmit: { id: 'documents.template.submit', defaultMessage: 'Save' },
    templatePending: { id: 'documents.template.pending', defaultMessage: 'Saving…' },
    templateSaved: { id: 'documents.template.saved', defaultMessage: 'Template saved' },
    createSubmit: { id: 'documents.create.submit', defaultMessage: 'Create' },
    createPending: { id: 'documents.create.pending', defaultMessage: 'Creating the document' },
    renameTitle: { id: 'documents.rename.title', defaultMessage: 'Rename document' },
    renameSubmit: { id: 'documents.rename.submit', defaultMessage: 'Save' },
    renamePending: { id: 'documents.rename.pending', defaultMessage: 'Saving the name' },
    deleteTitle: { id: 'documents.delete.title', defaultMessage: 'Delete document' },
    deleteConsequence: {
      id: 'documents.delete.consequence',
      defaultMessage: 'Its content is deleted with it. This cannot be undone.',
    },
    deleteSubmit: { id: 'documents.delete.submit', defaultMessage: 'Delete' },
    deletePending: { id: 'documents.delete.pending', defaultMessage: 'Deleting the document' },
  }),
  deleteQuestion: defineMessage<{ name: string }>({
    id: 'documents.delete.question',
    defaultMessage: 'Are you sure you want to delete ‘{name}’?',
  }),
};
