import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '@/lib/paths';
import { LocaleSwitch } from '../locale-switch';

/** SPEC §2 default (and error) layout: the brand, the language switch and the page. */
export default function DefaultLayout({ children }: { children: ReactNode }) {
  return (
    <div className="koers-app-default">
      <header className="koers-app-default__header">
        <Link to={paths.home.href()} className="koers-app-brand">
          Koers
        </Link>
        <LocaleSwitch />
      </header>
      <main id="main" className="koers-app-default__main">
        {children}
      </main>
    </div>
  );
}
