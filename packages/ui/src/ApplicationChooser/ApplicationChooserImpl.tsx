import { useContext, useRef, type RefObject } from 'react';
import {
  Button,
  Dialog,
  DialogTrigger,
  Heading,
  Link,
  OverlayTriggerStateContext,
  Popover,
} from 'react-aria-components';
import { useTakeOverFromShell } from '../LazyShell/lazyShell';
import { mergeRefs } from '../utils/passthrough';
import { cx } from '../utils/visuallyHidden';
import {
  applicationInitials,
  GridIcon,
  type ApplicationChooserProps,
} from './applicationChooserParts';

export interface ApplicationChooserImplProps extends ApplicationChooserProps {
  /** The shell's trigger had focus: move it to this trigger on mount. */
  takeOverFocus?: boolean;
  /** The shell was activated before this implementation arrived: open on mount. */
  initialOpen?: boolean;
}

/** Opens the overlay the way a press on the trigger would, after the trigger took the focus. */
function TakeOver({
  focus,
  open,
  triggerRef,
}: {
  focus?: boolean;
  open?: boolean;
  triggerRef: RefObject<HTMLButtonElement | null>;
}) {
  const state = useContext(OverlayTriggerStateContext);
  useTakeOverFromShell(focus, triggerRef, open ? () => state?.open() : undefined, !!state);
  return null;
}

/** The implementation of ApplicationChooser (react-aria DialogTrigger + Popover), loaded on first intent. */
export default function ApplicationChooserImpl({
  applications,
  label = 'Applicaties',
  newTabHint = '(opent in nieuw tabblad)',
  emptyText = 'Er zijn geen applicaties gekoppeld.',
  takeOverFocus,
  initialOpen,
  className,
  ref,
  ...passthrough
}: ApplicationChooserImplProps) {
  const triggerRef = useRef<HTMLButtonElement>(null);
  return (
    <DialogTrigger>
      <Button
        {...passthrough}
        ref={mergeRefs(triggerRef, ref)}
        className={cx('koers-app-chooser__trigger', className)}
        aria-label={label}
      >
        <GridIcon />
      </Button>
      <TakeOver focus={takeOverFocus} open={initialOpen} triggerRef={triggerRef} />
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
