import { render, screen } from '@testing-library/react';
import { defineMessages, useIntl } from 'react-intl';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { I18nProvider, intlErrorHandler } from './i18n-provider';

const messages = defineMessages({
  hello: { id: 'test.hello', defaultMessage: 'Hello' },
});

function Hello() {
  return <p>{useIntl().formatMessage(messages.hello)}</p>;
}

afterEach(() => vi.restoreAllMocks());

describe('intlErrorHandler', () => {
  it('stays quiet about the English fallback while the messages load, and reports errors after', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    intlErrorHandler(false)({ code: 'MISSING_TRANSLATION' });
    intlErrorHandler(false)({ code: 'FORMAT_ERROR' });
    expect(log).not.toHaveBeenCalled();
    intlErrorHandler(false)({ code: 'INVALID_CONFIG' });
    intlErrorHandler(true)({ code: 'FORMAT_ERROR' });
    intlErrorHandler(true)({ code: 'MISSING_TRANSLATION' });
    expect(log).toHaveBeenCalledTimes(3);
  });
});

describe('I18nProvider', () => {
  it('renders the English default before any messages are loaded and sets <html lang>', () => {
    render(
      <I18nProvider>
        <Hello />
      </I18nProvider>,
    );
    expect(screen.getByText('Hello')).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('en');
  });
});
