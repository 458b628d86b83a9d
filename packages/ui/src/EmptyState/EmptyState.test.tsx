import { screen } from '@testing-library/react';
import { itPassesThrough } from '../test-utils/passthrough';
import { EmptyState } from './EmptyState';

itPassesThrough({
  renderWith: (props) => <EmptyState {...props} title="Nog geen documenten" />,
  root: () => screen.getByRole('heading', { name: 'Nog geen documenten' }).parentElement!,
  ownClass: 'koers-empty-state',
});
