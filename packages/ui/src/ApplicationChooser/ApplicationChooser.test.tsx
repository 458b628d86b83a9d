import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { itPassesThrough } from '../test-utils/passthrough';
import {
  ApplicationChooser,
  applicationChooserImpl,
  applicationInitials,
} from './ApplicationChooser';

describe('applicationInitials', () => {
  it('takes the first letters of the first two words', () => {
    expect(applicationInitials('Parnassys Online')).toBe('PO');
    expect(applicationInitials('  gynzy ')).toBe('G');
    expect(applicationInitials('Microsoft Teams voor Onderwijs')).toBe('MT');
  });
});

describe('ApplicationChooser', () => {
  it('opens a named overlay with every application as a new-tab link', async () => {
    const user = userEvent.setup();
    render(
      <ApplicationChooser
        applications={[
          { id: 1, name: 'Basispoort', url: 'https://www.basispoort.nl', iconUrl: '/b.png' },
          { id: 2, name: 'Gynzy', url: 'https://www.gynzy.com' },
        ]}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Applicaties' }));
    // Clicked before the implementation loaded: it opens as soon as it is in. The test waits for
    // the import itself (however long a busy machine takes), then for the dialog.
    await applicationChooserImpl.load();
    const dialog = await screen.findByRole('dialog', { name: 'Applicaties' });
    const links = within(dialog).getAllByRole('link');
    expect(links.map((l) => l.getAttribute('href'))).toEqual([
      'https://www.basispoort.nl',
      'https://www.gynzy.com',
    ]);
    expect(links[1]).toHaveAccessibleName('Gynzy (opent in nieuw tabblad)');
    expect(links[1]).toHaveTextContent('G');
  });

  it('shows the empty text without applications', async () => {
    const user = userEvent.setup();
    render(<ApplicationChooser applications={[]} emptyText="Geen applicaties." />);
    await user.click(screen.getByRole('button', { name: 'Applicaties' }));
    await applicationChooserImpl.load();
    expect(await screen.findByText('Geen applicaties.')).toBeInTheDocument();
  });
});

describe('ApplicationChooser passthrough, once loaded', () => {
  beforeAll(() => applicationChooserImpl.load());
  // To the trigger button, the one element the chooser renders in the page.
  itPassesThrough({
    renderWith: (props) => <ApplicationChooser {...props} applications={[]} />,
    root: () => screen.getByRole('button', { name: 'Applicaties' }),
    ownClass: 'koers-app-chooser__trigger',
  });
});
