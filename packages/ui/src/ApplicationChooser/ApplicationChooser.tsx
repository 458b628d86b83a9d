import { Button, Dialog, DialogTrigger, Heading, Link, Popover } from 'react-aria-components';
import './ApplicationChooser.css';

export interface ChooserApplication {
  /** Stable key. */
  id: string | number;
  /** Name shown under the icon. */
  name: string;
  /** External URL, opened in a new tab. */
  url: string;
  /** Icon image URL; without it the application's initials are shown. */
  iconUrl?: string | null;
}

export interface ApplicationChooserProps {
  /** Applications to offer (those without a type in Koers). */
  applications: ChooserApplication[];
  /** Accessible name of the trigger button and title of the overlay. */
  label?: string;
  /** Hidden hint appended to each link's name. */
  newTabHint?: string;
  /** Text shown when there are no applications. */
  emptyText?: string;
}

/** First letters of the first two words: "Parnassys Online" → "PO". */
export function applicationInitials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  return words
    .slice(0, 2)
    .map((word) => word[0]!.toUpperCase())
    .join('');
}

/**
 * The application chooser: a grid button opens an overlay with the applications as links,
 * three per row in a scroll area 16rem high (SPEC §9). Tab moves through the links, Escape
 * closes the overlay and returns focus to the trigger.
 */
export function ApplicationChooser({
  applications,
  label = 'Applicaties',
  newTabHint = '(opent in nieuw tabblad)',
  emptyText = 'Er zijn geen applicaties gekoppeld.',
}: ApplicationChooserProps) {
  return (
    <DialogTrigger>
      <Button className="koers-app-chooser__trigger" aria-label={label}>
        <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          {[4, 10.5, 17].flatMap((y) =>
            [4, 10.5, 17].map((x) => (
              <rect key={`${x}-${y}`} x={x} y={y} width="3.5" height="3.5" rx="0.8" />
            )),
          )}
        </svg>
      </Button>
      <Popover className="koers-app-chooser__popover" placement="bottom end">
        <Dialog className="koers-app-chooser__dialog">
          <Heading slot="title" className="koers-app-chooser__title">
            {label}
          </Heading>
          {applications.length === 0 ? (
            <p className="koers-app-chooser__empty">{emptyText}</p>
          ) : (
            <ul className="koers-app-chooser__grid">
              {applications.map((app) => (
                <li key={app.id}>
                  <Link
                    className="koers-app-chooser__app"
                    href={app.url}
                    target="_blank"
                    rel="noopener noreferrer"
                  >
                    {app.iconUrl ? (
                      <img className="koers-app-chooser__icon" src={app.iconUrl} alt="" />
                    ) : (
                      <span
                        className="koers-app-chooser__icon koers-app-chooser__initials"
                        aria-hidden="true"
                      >
                        {applicationInitials(app.name)}
                      </span>
                    )}
                    <span className="koers-app-chooser__name">
                      {app.name} <span className="koers-visually-hidden">{newTabHint}</span>
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </Dialog>
      </Popover>
    </DialogTrigger>
  );
}
