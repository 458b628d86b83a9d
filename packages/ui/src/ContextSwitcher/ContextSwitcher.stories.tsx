import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from 'react-aria-components';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Modal, ModalTrigger } from '../Modal/Modal';
import { ContextSwitcher } from './ContextSwitcher';
import type { ContextOrganisation, ContextSchool } from './filterContexts';

const body = within(document.body);

const organisations: ContextOrganisation[] = [
  {
    id: 1,
    name: 'Stichting Primair Onderwijs Noord',
    authority_number: '41234',
    schools: [
      { id: 10, name: 'OBS De Regenboog', brin_number: '12AB' },
      { id: 11, name: 'CBS Het Kompas', brin_number: '13CD' },
      { id: 12, name: 'IKC De Vlinder', brin_number: '14EF' },
    ],
  },
  {
    id: 2,
    name: 'Stichting Kindwijs',
    authority_number: '45678',
    schools: [{ id: 20, name: 'Jenaplanschool Het Anker', brin_number: '21GH' }],
  },
];
const schools: ContextSchool[] = [{ id: 30, name: 'Vrije School Zuid', brin_number: '99ZZ' }];

const prefixes = [
  'OBS',
  'CBS',
  'RKBS',
  'IKC',
  'Montessorischool',
  'Daltonschool',
  'Jenaplanschool',
];
const names = [
  'De Regenboog',
  'Het Kompas',
  'De Vlinder',
  'De Wilgen',
  'Het Palet',
  'De Fontein',
  'De Klimop',
  'Het Baken',
  'De Horizon',
  'De Schakel',
  'Het Mozaïek',
  'De Zonnebloem',
];
const places = [
  'Assen',
  'Emmen',
  'Zwolle',
  'Deventer',
  'Groningen',
  'Leeuwarden',
  'Meppel',
  'Hoogeveen',
  'Kampen',
  'Sneek',
];

/** 40 boards with 10 schools each plus 100 schools without a board: 500 schools. */
function manySchools(): { organisations: ContextOrganisation[]; schools: ContextSchool[] } {
  let n = 0;
  const school = (): ContextSchool => {
    n += 1;
    return {
      id: 1000 + n,
      name: `${prefixes[n % prefixes.length]} ${names[n % names.length]} ${places[Math.floor(n / 12) % places.length]}`,
      brin_number: `${String(10 + (n % 90)).padStart(2, '0')}${String.fromCharCode(65 + (n % 26))}${String.fromCharCode(65 + ((n * 7) % 26))}`,
    };
  };
  const orgs = Array.from({ length: 40 }, (_, i) => ({
    id: i + 1,
    name: `Stichting ${places[i % places.length]} ${i + 1}`,
    authority_number: String(40000 + i * 37),
    schools: Array.from({ length: 10 }, school),
  }));
  return { organisations: orgs, schools: Array.from({ length: 100 }, school) };
}

const meta = {
  title: 'Shell/ContextSwitcher',
  component: ContextSwitcher,
  args: { organisations, schools, onSelect: fn(), current: { id: 10, contextType: 'school' } },
} satisfies Meta<typeof ContextSwitcher>;

export default meta;
type Story = StoryObj<typeof meta>;

interface Texts {
  boards: string;
  schools: string;
  authority: string;
  current: string;
  emptyBoards: string;
  emptySchools: string;
}

const nl: Texts = {
  boards: 'Besturen',
  schools: 'Scholen',
  authority: 'Bestuursnummer',
  current: 'huidige omgeving',
  emptyBoards: 'Er zijn geen besturen gevonden.',
  emptySchools: 'Er zijn geen scholen gevonden.',
};
const en: Texts = {
  boards: 'Boards',
  schools: 'Schools',
  authority: 'Authority number',
  current: 'current environment',
  emptyBoards: 'No boards were found.',
  emptySchools: 'No schools were found.',
};
const enArgs = {
  organisationsHeading: en.boards,
  schoolsHeading: en.schools,
  authorityNumberLabel: en.authority,
  currentLabel: en.current,
  emptyOrganisationsText: en.emptyBoards,
  emptySchoolsText: en.emptySchools,
};

/**
 * Boards with their schools, then schools without a board, each with its number; the current
 * context is selected. Tab enters a list on the current option, arrows move, Enter or Space
 * chooses; Tab goes on to the next list.
 */
async function playDefault(canvasElement: HTMLElement, t: Texts, onSelect: unknown) {
  const canvas = within(canvasElement);
  await expect(canvas.getByRole('heading', { name: t.boards })).toBeVisible();
  await expect(canvas.getByRole('heading', { name: t.schools })).toBeVisible();
  const boards = canvas.getByRole('listbox', { name: t.boards });
  // react-aria fills the list after its first render: wait for it.
  const board = await within(boards).findByRole('option', {
    name: /Stichting Primair Onderwijs Noord/,
  });
  await expect(board).toHaveTextContent(`${t.authority} 41234`);
  const current = within(boards).getByRole('option', { name: /OBS De Regenboog/ });
  await expect(current).toHaveAttribute('aria-selected', 'true');
  await expect(current).toHaveTextContent(`(${t.current})`);
  await expect(current).toHaveTextContent('BRIN 12AB');
  await userEvent.tab();
  await expect(current).toHaveFocus();
  await userEvent.keyboard('{ArrowDown}{Enter}');
  await expect(onSelect).toHaveBeenCalledWith({ id: 11, contextType: 'school' });
  await userEvent.tab();
  const loose = within(canvas.getByRole('listbox', { name: t.schools })).getByRole('option', {
    name: /Vrije School Zuid/,
  });
  await expect(loose).toHaveFocus();
  await userEvent.keyboard(' ');
  await expect(onSelect).toHaveBeenCalledWith({ id: 30, contextType: 'school' });
}

export const DefaultNl: Story = {
  globals: { locale: 'nl' },
  play: ({ canvasElement, args }) => playDefault(canvasElement, nl, args.onSelect),
};

export const DefaultEn: Story = {
  globals: { locale: 'en' },
  args: enArgs,
  play: ({ canvasElement, args }) => playDefault(canvasElement, en, args.onSelect),
};

// A square school icon, as schools upload them.
const schoolIcon =
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 48 48"><rect width="48" height="48" rx="8" fill="#1f63b0"/><path d="M8 34a16 16 0 0 1 32 0" fill="none" stroke="#f2c14e" stroke-width="5"/></svg>',
  );
const withIcons: ContextOrganisation[] = organisations.map((organisation) => ({
  ...organisation,
  schools: organisation.schools.map((school) =>
    school.id === 10 ? { ...school, icon: schoolIcon } : school,
  ),
}));

/**
 * A school with an icon: the icon sits beside its name, which stays text (the option is named by
 * it) and is not pushed out of the row.
 */
async function playWithIcons(canvasElement: HTMLElement, t: Texts) {
  const boards = within(canvasElement).getByRole('listbox', { name: t.boards });
  const option = await within(boards).findByRole('option', { name: /^OBS De Regenboog/ });
  const name = within(option).getByText('OBS De Regenboog');
  await expect(name).toBeVisible();
  const icon = option.querySelector('img');
  await expect(icon).not.toBeNull();
  await expect(icon).toBeVisible();
  await expect(icon).toHaveAttribute('alt', '');
  const iconBox = icon!.getBoundingClientRect();
  const nameBox = name.getBoundingClientRect();
  await expect(iconBox.right).toBeLessThanOrEqual(nameBox.left);
  await expect(nameBox.right).toBeLessThanOrEqual(option.getBoundingClientRect().right);
}

export const WithIconsNl: Story = {
  globals: { locale: 'nl' },
  args: { organisations: withIcons },
  play: ({ canvasElement }) => playWithIcons(canvasElement, nl),
};

export const WithIconsEn: Story = {
  globals: { locale: 'en' },
  args: { ...enArgs, organisations: withIcons },
  play: ({ canvasElement }) => playWithIcons(canvasElement, en),
};

/** Nothing to switch to: the two SPEC §2 empty texts, and nothing focusable. */
async function playEmpty(canvasElement: HTMLElement, t: Texts) {
  const canvas = within(canvasElement);
  await expect(canvas.getByText(t.emptyBoards)).toBeVisible();
  await expect(canvas.getByText(t.emptySchools)).toBeVisible();
  await expect(canvas.queryByRole('listbox')).toBeNull();
  await userEvent.tab();
  await expect(canvasElement).not.toContainElement(document.activeElement as HTMLElement);
}

export const EmptyNl: Story = {
  globals: { locale: 'nl' },
  args: { organisations: [], schools: [], current: null },
  play: ({ canvasElement }) => playEmpty(canvasElement, nl),
};

export const EmptyEn: Story = {
  globals: { locale: 'en' },
  args: { ...enArgs, organisations: [], schools: [], current: null },
  play: ({ canvasElement }) => playEmpty(canvasElement, en),
};

const big = manySchools();

/**
 * 500 schools with the filter field: only the rows in view are rendered, typing narrows both
 * lists without stalling, and a filter that matches nothing shows the empty texts.
 */
async function playFiveHundred(
  canvasElement: HTMLElement,
  t: Texts & { filter: string },
  onSelect: unknown,
) {
  const canvas = within(canvasElement);
  // Virtualised: only the rows in view are in the DOM, not all 540 options.
  await expect(canvas.getAllByRole('option').length).toBeLessThan(60);
  const search = canvas.getByRole('searchbox', { name: t.filter });
  await userEvent.tab();
  await expect(search).toHaveFocus();
  const started = performance.now();
  await userEvent.keyboard('Stichting Emmen 12');
  await waitFor(() => expect(canvas.getAllByRole('option')).toHaveLength(11));
  // Typing 18 characters and settling stays well under a second on CI hardware.
  await expect(performance.now() - started).toBeLessThan(3000);
  await expect(canvas.getByText(t.emptySchools)).toBeVisible();
  await userEvent.tab();
  await userEvent.keyboard('{ArrowDown}{Enter}');
  await expect(onSelect).toHaveBeenCalledWith(expect.objectContaining({ contextType: 'school' }));
  search.focus();
  await userEvent.keyboard('{Escape}');
  await expect(search).toHaveValue('');
  await waitFor(() => expect(canvas.queryByText(t.emptySchools)).toBeNull());
}

export const FiveHundredSchoolsNl: Story = {
  globals: { locale: 'nl' },
  args: {
    ...big,
    current: { id: 3, contextType: 'organisation' },
    filterLabel: 'Zoek een school of bestuur',
  },
  play: ({ canvasElement, args }) =>
    playFiveHundred(canvasElement, { ...nl, filter: 'Zoek een school of bestuur' }, args.onSelect),
};

export const FiveHundredSchoolsEn: Story = {
  globals: { locale: 'en' },
  args: { ...big, ...enArgs, current: null, filterLabel: 'Find a school or board' },
  play: ({ canvasElement, args }) =>
    playFiveHundred(canvasElement, { ...en, filter: 'Find a school or board' }, args.onSelect),
};

/**
 * In the 'Wisselen van omgeving' modal, as the app uses it: choosing a context closes the
 * modal and focus returns to the trigger.
 */
async function playInModal(title: string, onSelect: unknown) {
  await userEvent.tab();
  await userEvent.keyboard('{Enter}');
  const dialog = await body.findByRole('dialog', { name: title });
  await userEvent.tab();
  await userEvent.tab();
  await expect(within(dialog).getByRole('option', { name: /OBS De Regenboog/ })).toHaveFocus();
  await userEvent.keyboard('{ArrowUp}{Enter}');
  await expect(onSelect).toHaveBeenCalledWith({ id: 1, contextType: 'organisation' });
  await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
  await waitFor(() => expect(body.getByRole('button', { name: 'OBS De Regenboog' })).toHaveFocus());
}

export const InModalNl: Story = {
  globals: { locale: 'nl' },
  render: (args) => (
    <ModalTrigger>
      <Button>OBS De Regenboog</Button>
      <Modal title="Wisselen van omgeving">
        {({ close }) => (
          <ContextSwitcher
            {...args}
            onSelect={(choice) => {
              args.onSelect(choice);
              close();
            }}
          />
        )}
      </Modal>
    </ModalTrigger>
  ),
  play: ({ args }) => playInModal('Wisselen van omgeving', args.onSelect),
};

export const InModalEn: Story = {
  globals: { locale: 'en' },
  args: enArgs,
  render: (args) => (
    <ModalTrigger>
      <Button>OBS De Regenboog</Button>
      <Modal title="Switch environment">
        {({ close }) => (
          <ContextSwitcher
            {...args}
            onSelect={(choice) => {
              args.onSelect(choice);
              close();
            }}
          />
        )}
      </Modal>
    </ModalTrigger>
  ),
  play: ({ args }) => playInModal('Switch environment', args.onSelect),
};
