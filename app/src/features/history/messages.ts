import { defineMessage, defineMessages } from 'react-intl';

export const messages = {
  ...defineMessages({
    loading: { id: 'history.loading', defaultMessage: 'Loading the history…' },
    loadFailed: { id: 'history.loadFailed', defaultMessage: 'The history could not be loaded.' },
    notFoundTitle: { id: 'history.notFoundTitle', defaultMessage: 'History not found' },
    notFoundText: {
      id: 'history.notFoundText',
      defaultMessage:
        'This document does not exist, or you may not see its history. Only those who write the document can.',
    },
    toHome: { id: 'history.toHome', defaultMessage: 'To the home page' },
    backToDocument: { id: 'history.backToDocument', defaultMessage: 'Back to the document' },
    backToHistory: { id: 'history.backToHistory', defaultMessage: 'Back to the history' },
    someone: { id: 'history.someone', defaultMessage: 'Unknown' },

    versionsTitle: { id: 'history.versionsTitle', defaultMessage: 'Versions' },
    versionsIntro: {
      id: 'history.versionsIntro',
      defaultMessage:
        'Save the current version under a name, for instance the text you send to the participation council, to find it again later.',
    },
    versionsEmpty: { id: 'history.versionsEmpty', defaultMessage: 'No version has a name yet.' },
    adopted: { id: 'history.adopted', defaultMessage: 'Adopted' },
    view: { id: 'history.view', defaultMessage: 'View' },
    compareWithCurrent: {
      id: 'history.compareWithCurrent',
      defaultMessage: 'Compare with the current version',
    },
    saveVersion: { id: 'history.saveVersion', defaultMessage: 'Save version' },
    saveVersionTitle: { id: 'history.saveVersionTitle', defaultMessage: 'Save version' },
    saveVersionText: {
      id: 'history.saveVersionText',
      defaultMessage: 'The document as it is now gets this name. Nothing is copied or changed.',
    },
    versionName: { id: 'history.versionName', defaultMessage: 'Name of the version' },
    versionNameHint: {
      id: 'history.versionNameHint',
      defaultMessage: 'For example “Draft for the council”.',
    },
    saveVersionSubmit: { id: 'history.saveVersionSubmit', defaultMessage: 'Save version' },
    saveVersionPending: { id: 'history.saveVersionPending', defaultMessage: 'Saving version' },

    changesTitle: { id: 'history.changesTitle', defaultMessage: 'Changes' },
    changesEmpty: { id: 'history.changesEmpty', defaultMessage: 'Nothing has been saved yet.' },
    kindCreated: { id: 'history.kind.created', defaultMessage: 'Created' },
    kindSaved: { id: 'history.kind.saved', defaultMessage: 'Edited' },
    kindRestored: { id: 'history.kind.restored', defaultMessage: 'Restored' },
    kindBaseline: { id: 'history.kind.baseline', defaultMessage: 'Start of the history' },
    baselineNote: {
      id: 'history.baselineNote',
      defaultMessage:
        'The document as it was when its history began; earlier versions were not kept.',
    },
    current: { id: 'history.current', defaultMessage: 'Current version' },
    loadMore: { id: 'history.loadMore', defaultMessage: 'Load more' },
    loadingMore: { id: 'history.loadingMore', defaultMessage: 'Loading more' },
    loadMoreFailed: {
      id: 'history.loadMoreFailed',
      defaultMessage: 'The older changes could not be loaded.',
    },

    compareTitle: { id: 'history.compareTitle', defaultMessage: 'Compare two versions' },
    compareFrom: { id: 'history.compareFrom', defaultMessage: 'From' },
    compareTo: { id: 'history.compareTo', defaultMessage: 'To' },
    compareSubmit: { id: 'history.compareSubmit', defaultMessage: 'Compare' },
    choose: { id: 'history.choose', defaultMessage: 'Choose a version' },

    versionLoading: { id: 'history.versionLoading', defaultMessage: 'Loading the version…' },
    versionFailed: {
      id: 'history.versionFailed',
      defaultMessage: 'This version could not be loaded.',
    },
    versionNotFound: {
      id: 'history.versionNotFound',
      defaultMessage: 'This version is not in the history of the document.',
    },
    isCurrent: { id: 'history.isCurrent', defaultMessage: 'This is the current version.' },
    empty: { id: 'history.empty', defaultMessage: 'This version has no text.' },
    restore: { id: 'history.restore', defaultMessage: 'Restore this version' },
    restoreTitle: { id: 'history.restoreTitle', defaultMessage: 'Restore this version?' },
    restoreText: {
      id: 'history.restoreText',
      defaultMessage:
        'The document gets the text of this version as a new version. Nothing is lost: the current text stays in the history, and you can restore it in the same way.',
    },
    restoreSubmit: { id: 'history.restoreSubmit', defaultMessage: 'Restore' },
    restorePending: { id: 'history.restorePending', defaultMessage: 'Restoring' },
    restored: { id: 'history.restored', defaultMessage: 'Version restored' },

    comparisonLoading: {
      id: 'history.comparisonLoading',
      defaultMessage: 'Comparing the versions…',
    },
    comparisonFailed: {
      id: 'history.comparisonFailed',
      defaultMessage: 'The versions could not be compared.',
    },
    noDifferences: {
      id: 'history.noDifferences',
      defaultMessage: 'The two versions are the same.',
    },
    added: { id: 'history.change.added', defaultMessage: 'Added' },
    removed: { id: 'history.change.removed', defaultMessage: 'Removed' },
    changed: { id: 'history.change.changed', defaultMessage: 'Changed' },
    moved: { id: 'history.change.moved', defaultMessage: 'Moved' },
    inserted: { id: 'history.word.inserted', defaultMessage: 'inserted:' },
    deleted: { id: 'history.word.deleted', defaultMessage: 'deleted:' },
    formatOnly: {
      id: 'history.formatOnly',
      defaultMessage: 'Only the layout changed, not the words.',
    },
    legend: {
      id: 'history.legend',
      defaultMessage:
        'Inserted words are underlined, deleted words are struck through. Each changed block says how it changed.',
    },
    downloadLink: { id: 'history.downloadLink', defaultMessage: 'Download' },
    email: { id: 'history.email', defaultMessage: 'Email' },
    phone: { id: 'history.phone', defaultMessage: 'Phone' },
    organisation: { id: 'history.organisation', defaultMessage: 'Organisation' },
  }),
  title: defineMessage<{ name: string }>({
    id: 'history.title',
    defaultMessage: 'History of {name}',
  }),
  versionSaved: defineMessage<{ name: string }>({
    id: 'history.versionSaved',
    defaultMessage: 'Version “{name}” saved',
  }),
  byAt: defineMessage<{ author: string; when: string }>({
    id: 'history.byAt',
    defaultMessage: '{when} by {author}',
  }),
  saves: defineMessage<{ count: number }>({
    id: 'history.saves',
    defaultMessage: '{count, plural, one {# save} other {# saves}}',
  }),
  versionNumber: defineMessage<{ version: number }>({
    id: 'history.versionNumber',
    defaultMessage: 'Version {version}',
  }),
  /** A version in the middle of a sentence ("Changes from version 4 to …"). */
  versionInTitle: defineMessage<{ version: number }>({
    id: 'history.versionInTitle',
    defaultMessage: 'version {version}',
  }),
  /** An option of the compare choices: a history entry. */
  entryOption: defineMessage<{ version: number; when: string; author: string }>({
    id: 'history.entryOption',
    defaultMessage: 'Version {version}, {when}, {author}',
  }),
  /** An option of the compare choices: a named version. */
  namedOption: defineMessage<{ name: string; when: string }>({
    id: 'history.namedOption',
    defaultMessage: '“{name}”, {when}',
  }),
  restoreQuestion: defineMessage<{ version: number; when: string }>({
    id: 'history.restoreQuestion',
    defaultMessage: 'Do you want to restore version {version} of {when}?',
  }),
  savedAs: defineMessage<{ names: string }>({
    id: 'history.savedAs',
    defaultMessage: 'Saved as {names}',
  }),
  versionTitle: defineMessage<{ version: number; when: string }>({
    id: 'history.versionTitle',
    defaultMessage: 'Version {version} of {when}',
  }),
  comparisonTitle: defineMessage<{ from: string; to: string }>({
    id: 'history.comparisonTitle',
    defaultMessage: 'Changes from {from} to {to}',
  }),
  currentVersionLabel: defineMessage<{ version: number }>({
    id: 'history.currentVersionLabel',
    defaultMessage: 'the current version ({version})',
  }),
  counts: defineMessage<{ changed: number; added: number; removed: number; moved: number }>({
    id: 'history.counts',
    defaultMessage: '{changed} changed, {added} added, {removed} removed, {moved} moved',
  }),
  unchanged: defineMessage<{ count: number }>({
    id: 'history.unchanged',
    defaultMessage: '{count, plural, one {# unchanged block} other {# unchanged blocks}}',
  }),
};
