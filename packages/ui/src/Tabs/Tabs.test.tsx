import { screen } from '@testing-library/react';
import { itPassesThrough } from '../test-utils/passthrough';
import { Tabs } from './Tabs';

itPassesThrough({
  renderWith: (props) => (
    <Tabs
      {...props}
      label="Instellingen"
      selectedId="algemeen"
      items={[{ id: 'algemeen', label: 'Algemeen', href: '/instellingen' }]}
    />
  ),
  root: () => screen.getByRole('navigation', { name: 'Instellingen' }),
  ownClass: 'koers-tabs',
});
