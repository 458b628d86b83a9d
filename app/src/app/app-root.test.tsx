import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { useAriaHref } from './app-root';

const wrapper = ({ children }: { children: ReactNode }) => <MemoryRouter>{children}</MemoryRouter>;

describe('useAriaHref', () => {
  it('keeps external addresses and resolves app paths', () => {
    const href = (to: string) => renderHook(() => useAriaHref(to), { wrapper }).result.current;
    expect(href('https://www.koers.nl/privacyverklaring')).toBe(
      'https://www.koers.nl/privacyverklaring',
    );
    expect(href('mailto:info@koers.nl')).toBe('mailto:info@koers.nl');
    expect(href('//cdn.example.org/x')).toBe('//cdn.example.org/x');
    expect(href('/jaarkalender')).toBe('/jaarkalender');
  });
});
