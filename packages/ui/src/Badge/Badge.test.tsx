import { screen } from '@testing-library/react';
import { itPassesThrough } from '../test-utils/passthrough';
import { Badge } from './Badge';

itPassesThrough({
  renderWith: (props) => <Badge {...props}>Concept</Badge>,
  root: () => screen.getByText('Concept'),
  ownClass: 'koers-badge',
});
