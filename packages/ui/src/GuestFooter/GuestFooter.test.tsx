import { screen } from '@testing-library/react';
import { itPassesThrough } from '../test-utils/passthrough';
import { GuestFooter } from './GuestFooter';

itPassesThrough({
  renderWith: (props) => <GuestFooter {...props} />,
  root: () => screen.getByRole('contentinfo'),
  ownClass: 'koers-guest-footer',
});
