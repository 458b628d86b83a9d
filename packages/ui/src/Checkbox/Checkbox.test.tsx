import { screen } from '@testing-library/react';
import { itPassesThrough } from '../test-utils/passthrough';
import { Checkbox } from './Checkbox';

itPassesThrough({
  renderWith: (props) => <Checkbox {...props}>Onthoud mij</Checkbox>,
  root: () => screen.getByRole('checkbox', { name: 'Onthoud mij' }).closest('.koers-checkbox')!,
  ownClass: 'koers-checkbox',
  labelled: () => screen.getByRole('checkbox', { name: 'Onthoud mij' }),
});
