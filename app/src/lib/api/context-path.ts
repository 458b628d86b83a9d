import { CONTEXT_SEGMENTS } from '@koers/contract/constants';
import type { ContextRef } from '@/lib/session/types';

/** The `/api/{ctx}/{id}` root of a school's or board's own API calls. */
export const contextApiPath = ({ id, contextType }: ContextRef): string =>
  `/api/${CONTEXT_SEGMENTS[contextType]}/${id}`;
