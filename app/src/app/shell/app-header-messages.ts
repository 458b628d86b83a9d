import { defineMessages } from 'react-intl';

/** Texts of the header's one-row layout on narrow screens (below 1024px). */
export const appHeaderMessages = defineMessages({
  more: { id: 'app.header.more', defaultMessage: 'More' },
  openSearch: { id: 'app.header.openSearch', defaultMessage: 'Search' },
});
