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

export const DefaultNl: Story = {
  globals: { locale: 'nl' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('option', { name: /OBS De Regenboog/ })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await userEvent.tab();
    await expect(canvas.getByRole('option', { name: /OBS De Regenboog/ })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onSelect).toHaveBeenCalledWith({ id: 11, contextType: 'school' });
    await userEvent.tab();
    await expect(canvas.getByRole('option', { name: /Vrije School Zuid/ })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(args.onSelect).toHaveBeenCalledWith({ id: 30, contextType: 'school' });
  },
};

export const DefaultEn: Story = {
  globals: { locale: 'en' },
  args: {
    organisationsHeading: 'Boards',
    schoolsHeading: 'Schools',
    authorityNumberLabel: 'Authority number',
    currentLabel: 'current environment',
    emptyOrganisationsText: 'No boards were found.',
    emptySchoolsText: 'No schools were found.',
  },
};

export const EmptyNl: Story = {
  globals: { locale: 'nl' },
  args: { organisations: [], schools: [], current: null },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Er zijn geen besturen gevonden.')).toBeVisible();
    await expect(canvas.getByText('Er zijn geen scholen gevonden.')).toBeVisible();
  },
};

export const EmptyEn: Story = {
  globals: { locale: 'en' },
  args: {
    organisations: [],
    schools: [],
    current: null,
    organisationsHeading: 'Boards',
    schoolsHeading: 'Schools',
    emptyOrganisationsText: 'No boards were found.',
    emptySchoolsText: 'No schools were found.',
  },
};

const big = manySchools();

/** 500 schools with the filter field: typing narrows both lists without stalling. */
export const FiveHundredSchoolsNl: Story = {
  globals: { locale: 'nl' },
  args: {
    ...big,
    current: { id: 3, contextType: 'organisation' },
    filterLabel: 'Zoek een school of bestuur',
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    // Virtualised: only the rows in view are in the DOM, not all 540 options.
    await expect(canvas.getAllByRole('option').length).toBeLessThan(60);
    const search = canvas.getByRole('searchbox', { name: 'Zoek een school of bestuur' });
    await userEvent.tab();
    await expect(search).toHaveFocus();
    const started = performance.now();
    await userEvent.keyboard('Stichting Emmen 12');
    await waitFor(() => expect(canvas.getAllByRole('option')).toHaveLength(11));
    // Typing 18 characters and settling stays well under a second on CI hardware.
    await expect(performance.now() - started).toBeLessThan(3000);
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onSelect).toHaveBeenCalledWith(
      expect.objectContaining({ contextType: 'school' }),
    );
  },
};

export const FiveHundredSchoolsEn: Story = {
  globals: { locale: 'en' },
  args: {
    ...big,
    current: null,
    filterLabel: 'Find a school or board',
    organisationsHeading: 'Boards',
    schoolsHeading: 'Schools',
    authorityNumberLabel: 'Authority number',
    emptyOrganisationsText: 'No boards were found.',
    emptySchoolsText: 'No schools were found.',
  },
};

/** In the 'Wisselen van omgeving' modal, as the app uses it. */
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
  play: async ({ args }) => {
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const dialog = await body.findByRole('dialog', { name: 'Wisselen van omgeving' });
    await userEvent.tab();
    await userEvent.tab();
    await expect(within(dialog).getByRole('option', { name: /OBS De Regenboog/ })).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}{Enter}');
    await expect(args.onSelect).toHaveBeenCalledWith({ id: 1, contextType: 'organisation' });
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

export const InModalEn: Story = {
  globals: { locale: 'en' },
  render: (args) => (
    <ModalTrigger defaultOpen>
      <Button>OBS De Regenboog</Button>
      <Modal title="Switch environment">
        <ContextSwitcher
          {...args}
          organisationsHeading="Boards"
          schoolsHeading="Schools"
          authorityNumberLabel="Authority number"
          currentLabel="current environment"
        />
      </Modal>
    </ModalTrigger>
  ),
};
