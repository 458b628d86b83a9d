import { defineMessage, defineMessages } from 'react-intl';

/**
 * The texts of the managers' dialogs (create, rename, delete): here rather than in the feature's
 * messages, so they load with the dialogs and not with every document a reader opens.
 */
export const manageMessages = {
  ...defineMessages({
    cancel: { id: 'documents.dialog.cancel', defaultMessage: 'Cancel' },
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
    createFromTemplate: {
      id: 'documents.create.fromTemplate',
      defaultMessage: 'Start with the content of the Koers template',
    },
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
