import { screen } from '@testing-library/react';
import { itPassesThrough } from '../test-utils/passthrough';
import { Spinner } from './Spinner';

itPassesThrough({
  renderWith: (props) => <Spinner {...props} />,
  root: () => screen.getByText('Laden…').parentElement!,
  ownClass: 'koers-spinner',
});
