import { useRef } from 'react';
import { lazyModule, useLazyShell } from '../LazyShell/lazyShell';
import { mergeRefs } from '../utils/passthrough';
import { cx } from '../utils/visuallyHidden';
import type * as ApplicationChooserImplModule from './ApplicationChooserImpl';
import { GridIcon, type ApplicationChooserProps } from './applicationChooserParts';
import './ApplicationChooser.css';

export { applicationInitials } from './applicationChooserParts';
export type { ApplicationChooserProps, ChooserApplication } from './applicationChooserParts';

/** The react-aria implementation, imported on first intent and shared by every chooser. */
export const applicationChooserImpl = lazyModule(() => import('./ApplicationChooserImpl'));

/**
 * The application chooser: a grid button opens an overlay with the applications as links,
 * three per row in a scroll area 16rem high (SPEC §9). Tab moves through the links, Escape
 * closes the overlay and returns focus to the trigger.
 *
 * Until the react-aria code is needed this renders a look-alike native button; pointing at it,
 * focusing or pressing it loads the implementation, which then takes over focus and opens if
 * the button was already activated.
 */
export function ApplicationChooser(props: ApplicationChooserProps) {
  const buttonRef = useRef<HTMLButtonElement>(null);
  const shell = useLazyShell<typeof ApplicationChooserImplModule, true>(
    applicationChooserImpl,
    buttonRef,
  );
  if (shell.module) {
    const Impl = shell.module.default;
    return <Impl {...props} takeOverFocus={shell.handoff.focus} initialOpen={shell.handoff.open} />;
  }
  const { onClick, ...intentProps } = shell.intentProps;
  const {
    applications: _applications,
    label,
    newTabHint: _hint,
    emptyText: _empty,
    className,
    ref,
    ...passthrough
  } = props;
  return (
    <button
      {...passthrough}
      ref={mergeRefs(buttonRef, ref)}
      type="button"
      className={cx('koers-app-chooser__trigger', className)}
      aria-label={label ?? 'Applicaties'}
      aria-expanded="false"
      {...intentProps}
      onClick={() => {
        shell.activate(true);
        onClick();
      }}
    >
      <GridIcon />
    </button>
  );
}
