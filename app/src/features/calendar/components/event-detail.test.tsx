import type { CalendarEvent } from '@koers/contract';
import { cleanup, render, screen, within } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { afterEach, describe, expect, it } from 'vitest';
import nl from '@/i18n/nl/calendar.json';
import nlEdit from '@/i18n/nl/calendar-edit.json';
import { EventDetail } from './event-detail';

const event: CalendarEvent = {
  id: 1,
  title: 'Informatieavond alle groepen',
  description: 'Kennismaken met de leerkracht.',
  location: 'Aula',
  start_date: '2026-09-14',
  end_date: '2026-09-14',
  start_time: '19:00',
  end_time: '20:30',
  all_day: false,
  calendar_category_id: null,
  category: null,
  recurrence: null,
  recurrence_until: null,
};

function show(shown: CalendarEvent, locale: 'en' | 'nl' = 'en') {
  render(
    <IntlProvider
      locale={locale}
      defaultLocale="en"
      messages={locale === 'nl' ? { ...nl, ...nlEdit } : undefined}
      onError={() => undefined}
    >
      <EventDetail event={shown} isOpen onOpenChange={() => undefined} />
    </IntlProvider>,
  );
  return screen.getByRole('dialog', { name: shown.title });
}

/** The value (dd) under a term (dt) of the detail, or null when the term is not there. */
function valueOf(dialog: HTMLElement, term: string): HTMLElement | null {
  const dt = within(dialog).queryByText(term, { selector: 'dt' });
  return (dt?.nextElementSibling as HTMLElement | null) ?? null;
}

afterEach(cleanup);

describe('EventDetail', () => {
  it('says where the event takes place, after when, as the school wrote it (Dutch)', () => {
    const dialog = show(event);
    const location = valueOf(dialog, 'Location');
    expect(location).toHaveTextContent('Aula');
    expect(location).toHaveAttribute('lang', 'nl');
    const terms = within(dialog)
      .getAllByRole('term')
      .map((dt) => dt.textContent);
    expect(terms).toEqual(['When', 'Location', 'Description']);
  });

  it('names the row "Locatie" in Dutch', () => {
    const dialog = show({ ...event, location: 'Sportpark De Bongerd, Rijnstraat 12, Tiel' }, 'nl');
    expect(valueOf(dialog, 'Locatie')).toHaveTextContent(
      'Sportpark De Bongerd, Rijnstraat 12, Tiel',
    );
  });

  it('leaves the row out when the event has no location', () => {
    for (const location of [null, '', '  ']) {
      const dialog = show({ ...event, location });
      expect(valueOf(dialog, 'Location'), JSON.stringify(location)).toBeNull();
      expect(valueOf(dialog, 'When')).not.toBeNull();
      cleanup();
    }
  });

  it('says how a repeating event repeats and until when, in both languages', () => {
    // 2026-09-14 is the second Monday of September.
    const repeating = {
      ...event,
      recurrence: 'monthly_weekday',
      recurrence_until: '2027-07-16',
    } as const;
    expect(valueOf(show(repeating), 'Repeats')).toHaveTextContent(
      'Every month on the second Monday, until July 16, 2027',
    );
    cleanup();
    expect(
      valueOf(show({ ...repeating, recurrence_until: null }, 'nl'), 'Herhaling'),
    ).toHaveTextContent(/^Elke maand op de tweede maandag$/);
    cleanup();
    expect(valueOf(show(event), 'Repeats')).toBeNull();
  });
});
