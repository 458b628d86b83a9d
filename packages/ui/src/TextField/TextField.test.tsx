import { screen } from '@testing-library/react';
import { itPassesThrough } from '../test-utils/passthrough';
import { TextField } from './TextField';

itPassesThrough({
  renderWith: (props) => <TextField {...props} label="E-mailadres" />,
  root: () => screen.getByRole('textbox', { name: 'E-mailadres' }).closest('.koers-field')!,
  ownClass: 'koers-field',
  labelled: () => screen.getByRole('textbox', { name: 'E-mailadres' }),
});
