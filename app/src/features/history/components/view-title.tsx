import { useEffect, useRef, type ReactNode } from 'react';

/**
 * The title of a view of the history (one version, a comparison, the lists). Opened from a link
 * on this same page, it takes the focus: the link pressed is gone, and a screen reader hears
 * where it landed. Not on a first visit: then the page starts at its top as any page does.
 */
export function ViewTitle({
  id,
  focus,
  as: Element = 'p',
  children,
}: {
  id: string;
  focus: boolean;
  /**
   * `h2` when the view's own headings come below it; `p` when they are h2 themselves (the
   * blocks of a comparison keep the levels they have on the document page).
   */
  as?: 'h2' | 'p';
  children: ReactNode;
}) {
  const ref = useRef<HTMLHeadingElement & HTMLParagraphElement>(null);
  useEffect(() => {
    if (focus) ref.current?.focus();
  }, [focus]);
  return (
    <Element
      id={id}
      ref={ref}
      tabIndex={-1}
      className="koers-history__view-title"
      data-level={Element}
    >
      {children}
    </Element>
  );
}
