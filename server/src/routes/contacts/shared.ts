import type { ContextType } from '../../db/types.js';

/** The OpenAPI tag of every social-map route. */
export const tags = ['Social map'];

/** The context type stored on a contact or category row. */
export const asContextType = (value: string): ContextType =>
  value === 'organisation' ? 'organisation' : 'school';
