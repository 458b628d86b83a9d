import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import type { PassthroughProps } from '../utils/passthrough';

/** The props every passthrough test gives a component. */
export const PASSTHROUGH_PROPS = {
  id: 'passthrough-id',
  className: 'host-class',
  'aria-describedby': 'passthrough-note',
  'data-analytics': 'passthrough',
} as const satisfies PassthroughProps;

/** A callback ref fits the ref prop of any element type. */
type PassthroughTestProps = Omit<PassthroughProps, 'ref'> & {
  ref: (element: Element | null) => void;
};

interface PassthroughCase {
  /** Renders the component with the given props spread on it. */
  renderWith: (props: PassthroughTestProps) => ReactElement;
  /** Finds the root element (by role and name where it has one). */
  root: () => Element | Promise<Element>;
  /** The component's own class, which must stay next to the host's. */
  ownClass: string;
  /**
   * Where `id` and `aria-*` land when that is not the root: a form field hands them to its input,
   * so labels and descriptions point at what the user types into. Default the root.
   */
  labelled?: () => Element;
}

/**
 * Checks the passthrough promise: ref, id, className (merged), aria-* and data-* reach the root
 * element. The note element gives aria-describedby a real target.
 */
export function itPassesThrough(passthroughCase: PassthroughCase) {
  it(`passes ref, id, className, aria-* and data-* to its root (.${passthroughCase.ownClass})`, () =>
    expectPassthrough(passthroughCase));
}

async function expectPassthrough({ renderWith, root, ownClass, labelled }: PassthroughCase) {
  const ref = { current: null as Element | null };
  render(
    <>
      <p id={PASSTHROUGH_PROPS['aria-describedby']}>Toelichting</p>
      {renderWith({
        ...PASSTHROUGH_PROPS,
        ref: (element) => {
          ref.current = element;
        },
      })}
    </>,
  );
  const element = await root();
  const labelledElement = labelled?.() ?? element;
  expect(ref.current).toBe(element);
  expect(element).toHaveClass(ownClass, PASSTHROUGH_PROPS.className);
  expect(element).toHaveAttribute('data-analytics', PASSTHROUGH_PROPS['data-analytics']);
  expect(labelledElement).toHaveAttribute('id', PASSTHROUGH_PROPS.id);
  expect(labelledElement).toHaveAccessibleDescription('Toelichting');
}
