import { screen } from '@testing-library/react';
import { itPassesThrough } from '../test-utils/passthrough';
import { Banner } from './Banner';

itPassesThrough({
  renderWith: (props) => <Banner {...props} />,
  root: () => screen.getByRole('status'),
  ownClass: 'koers-banner',
});
