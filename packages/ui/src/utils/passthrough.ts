import type { AriaAttributes, Ref, RefCallback } from 'react';

/**
 * What every component hands on to its root element (or to the react-aria-components element it
 * wraps), so a host can label, describe, identify, measure and test it without a wrapper div.
 * React 19 passes `ref` as a normal prop. The component's own attributes (its ARIA wiring, its
 * `data-*` state) win over these; `className` is added to the component's own class.
 */
export interface PassthroughProps<E extends Element = HTMLElement> extends AriaAttributes {
  /** The root element. */
  ref?: Ref<E>;
  /** id of the root element. */
  id?: string;
  /** Extra class names on the root element, added to the component's own. */
  className?: string;
  /** `data-*` attributes for the root element, e.g. for analytics or end-to-end tests. */
  [dataAttribute: `data-${string}`]: string | number | boolean | undefined;
}

/**
 * One ref callback that sets several refs: a component that needs its root element itself still
 * hands that element to the caller's ref.
 */
export function mergeRefs<E>(...refs: Array<Ref<E> | undefined>): RefCallback<E> {
  return (element) => {
    const cleanups = refs.map((ref) => {
      if (typeof ref === 'function') return ref(element);
      if (ref) ref.current = element;
      return undefined;
    });
    return () => {
      refs.forEach((ref, i) => {
        const cleanup = cleanups[i];
        if (typeof cleanup === 'function') cleanup();
        else if (typeof ref === 'function') ref(null);
        else if (ref) ref.current = null;
      });
    };
  };
}

/**
 * Splits the attributes whose names start with one of `prefixes` (default `data-`) off a props
 * object, for a component whose root is not the element its other props belong to.
 */
export function splitAttributes<P extends object>(
  props: P,
  prefixes: readonly string[] = ['data-'],
): [Record<string, unknown>, P] {
  const picked: Record<string, unknown> = {};
  const rest = {} as P;
  for (const [name, value] of Object.entries(props)) {
    if (prefixes.some((prefix) => name.startsWith(prefix))) picked[name] = value;
    else (rest as Record<string, unknown>)[name] = value;
  }
  return [picked, rest];
}
