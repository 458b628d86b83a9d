import { defineMessage, defineMessages } from 'react-intl';

/** The texts of the Algemeen tab's form. */
export const messages = {
  ...defineMessages({
    requireTwoFactor: {
      id: 'settings.global.requireTwoFactor',
      defaultMessage: 'Two-step verification required for managers',
    },
    requireTwoFactorSchoolHint: {
      id: 'settings.global.requireTwoFactorSchoolHint',
      defaultMessage:
        'Everyone with rank 10 or higher in this school sets up two-step verification at their next login before they can go on.',
    },
    requireTwoFactorBoardHint: {
      id: 'settings.global.requireTwoFactorBoardHint',
      defaultMessage:
        'Everyone with rank 10 or higher in this board sets up two-step verification at their next login before they can go on.',
    },
    name: { id: 'settings.global.name', defaultMessage: 'Name' },
    schoolNameHint: {
      id: 'settings.global.schoolNameHint',
      defaultMessage: 'As it shows in the sidebar and in the list of schools.',
    },
    boardNameHint: {
      id: 'settings.global.boardNameHint',
      defaultMessage: 'As it shows in the sidebar and to the board’s schools.',
    },
    icon: { id: 'settings.global.icon', defaultMessage: 'Icon' },
    iconHint: {
      id: 'settings.global.iconHint',
      defaultMessage:
        'A JPEG or PNG image of at most 2 MB. It is shown whole, scaled down if needed, never cut off.',
    },
    noIcon: { id: 'settings.global.noIcon', defaultMessage: 'No icon' },
    chooseIcon: { id: 'settings.global.chooseIcon', defaultMessage: 'Choose an image' },
    replaceIcon: { id: 'settings.global.replaceIcon', defaultMessage: 'Choose another image' },
    uploading: { id: 'settings.global.uploading', defaultMessage: 'Uploading the image' },
    removeIcon: { id: 'settings.global.removeIcon', defaultMessage: 'Remove icon' },
    iconRemovedNote: {
      id: 'settings.global.iconRemovedNote',
      defaultMessage: 'The icon is removed when you save.',
    },
    iconNewNote: {
      id: 'settings.global.iconNewNote',
      defaultMessage: 'The new icon is used when you save.',
    },
    iconWrongType: {
      id: 'settings.global.iconWrongType',
      defaultMessage: 'Choose a JPEG or PNG image.',
    },
    calendar: {
      id: 'settings.global.calendar',
      defaultMessage: 'This school keeps a yearly calendar',
    },
    calendarHint: {
      id: 'settings.global.calendarHint',
      defaultMessage: 'Jaarkalender then shows in the sidebar and opens first for this school.',
    },
    brinNumber: { id: 'settings.global.brinNumber', defaultMessage: 'BRIN number' },
    authorityNumber: { id: 'settings.global.authorityNumber', defaultMessage: 'Authority number' },
    numberReadOnly: {
      id: 'settings.global.numberReadOnly',
      defaultMessage: 'Only a Koers administrator can change this number.',
    },
    brinHint: {
      id: 'settings.global.brinHint',
      defaultMessage: 'Two digits and two capital letters, such as 12AB.',
    },
    authorityHint: {
      id: 'settings.global.authorityHint',
      defaultMessage: 'Five digits, such as 41234.',
    },
    notSet: { id: 'settings.global.notSet', defaultMessage: 'Not filled in' },
    board: { id: 'settings.global.board', defaultMessage: 'Board' },
    noBoard: { id: 'settings.global.noBoard', defaultMessage: 'Not part of a board' },
    save: { id: 'settings.global.save', defaultMessage: 'Save' },
    savePending: { id: 'settings.global.savePending', defaultMessage: 'Saving' },
    saved: { id: 'settings.global.saved', defaultMessage: 'Saved' },
  }),
  iconAlt: defineMessage<{ name: string }>({
    id: 'settings.global.iconAlt',
    defaultMessage: 'Icon of {name}',
  }),
  iconTooLarge: defineMessage<{ size: string; limit: string }>({
    id: 'settings.global.iconTooLarge',
    defaultMessage: 'This image is {size}; an icon may be at most {limit}. Choose a smaller image.',
  }),
};
