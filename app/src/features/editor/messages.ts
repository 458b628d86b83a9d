import { defineMessage, defineMessages, type MessageTag } from 'react-intl';

// Messages with values use defineMessage<Values> so react-intl 12 types their arguments.
export const messages = {
  ...defineMessages({
    saved: { id: 'editor.status.saved', defaultMessage: 'All changes saved' },
    saving: { id: 'editor.status.saving', defaultMessage: 'Saving…' },
    // Screen readers hear the failures only (not every pause in the typing).
    unsavedAnnouncement: {
      id: 'editor.status.unsavedAnnouncement',
      defaultMessage: 'Your changes are not saved. They are kept on this device.',
    },
    conflictAnnouncement: {
      id: 'editor.status.conflictAnnouncement',
      defaultMessage: 'Not saved: someone else changed the same text.',
    },
    opening: { id: 'editor.open.loading', defaultMessage: 'Opening the editor' },
    openFailed: {
      id: 'editor.open.failed',
      defaultMessage: 'The document could not be opened for editing.',
    },
    openRetry: { id: 'editor.open.retry', defaultMessage: 'Try again' },
    restore: { id: 'editor.draft.restore', defaultMessage: 'Restore' },
    discard: { id: 'editor.draft.discard', defaultMessage: 'Discard' },
    restoring: { id: 'editor.draft.restoring', defaultMessage: 'Restoring' },
    leaveTitle: { id: 'editor.leave.title', defaultMessage: 'Leave without saving?' },
    leaveText: {
      id: 'editor.leave.text',
      defaultMessage:
        'Some changes could not be saved yet. They are kept on this device and offered again when you open this document.',
    },
    leaveStay: { id: 'editor.leave.stay', defaultMessage: 'Stay and try again' },
    leaveGo: { id: 'editor.leave.go', defaultMessage: 'Leave' },
    conflictTitle: {
      id: 'editor.conflict.title',
      defaultMessage: 'Someone else changed the same text',
    },
    conflictIntro: {
      id: 'editor.conflict.intro',
      defaultMessage:
        'Your changes are not saved yet. For each block, choose which version to keep. Nothing is lost until you choose.',
    },
    mine: { id: 'editor.conflict.mine', defaultMessage: 'Your version' },
    keepMine: { id: 'editor.conflict.keepMine', defaultMessage: 'Keep my version' },
    takeTheirs: { id: 'editor.conflict.takeTheirs', defaultMessage: 'Take their version' },
    merge: { id: 'editor.conflict.merge', defaultMessage: 'Merge both' },
    mergedLabel: { id: 'editor.conflict.mergedLabel', defaultMessage: 'Merged version' },
    mergedHint: {
      id: 'editor.conflict.mergedHint',
      defaultMessage:
        'Both versions as plain text: edit them into one. Formatting such as bold and lists is not kept.',
    },
    saveMerged: { id: 'editor.conflict.saveMerged', defaultMessage: 'Save merged version' },
    cancelMerge: { id: 'editor.conflict.cancelMerge', defaultMessage: 'Cancel' },
    mineDeleted: { id: 'editor.conflict.mineDeleted', defaultMessage: 'You deleted this block.' },
    mineMoved: {
      id: 'editor.conflict.mineMoved',
      defaultMessage: 'You moved this block; its text is theirs.',
    },
    emptyBlock: { id: 'editor.conflict.emptyBlock', defaultMessage: '(empty)' },
    later: { id: 'editor.conflict.later', defaultMessage: 'Decide later' },
    someone: { id: 'editor.conflict.someone', defaultMessage: 'Someone else' },
    fileBlock: { id: 'editor.conflict.fileBlock', defaultMessage: 'File' },
    contactBlock: { id: 'editor.conflict.contactBlock', defaultMessage: 'Contact' },
  }),
  unsaved: defineMessage<{ retry: MessageTag }>({
    id: 'editor.status.unsaved',
    defaultMessage: 'Not saved — <retry>try again</retry>',
  }),
  conflict: defineMessage<{ resolve: MessageTag }>({
    id: 'editor.status.conflict',
    defaultMessage: 'Not saved — <resolve>choose a version</resolve>',
  }),
  draftOffer: defineMessage<{ time: string }>({
    id: 'editor.draft.offer',
    defaultMessage: 'Restore unsaved changes from {time}?',
  }),
  alsoEditing: defineMessage<{ names: string }>({
    id: 'editor.presence.alsoEditing',
    defaultMessage: 'Also editing: {names}',
  }),
  conflictBlock: defineMessage<{ index: number; count: number; title: string }>({
    id: 'editor.conflict.block',
    defaultMessage: 'Block {index} of {count}: {title}',
  }),
  theirs: defineMessage<{ name: string; time: string }>({
    id: 'editor.conflict.theirs',
    defaultMessage: 'Version of {name} ({time})',
  }),
  theirsDeleted: defineMessage<{ name: string; time: string }>({
    id: 'editor.conflict.theirsDeleted',
    defaultMessage: '{name} deleted this block ({time}).',
  }),
};
