/**
 * @koers/contract: the TypeBox schema and TypeScript type of every request and response of the
 * Koers API. Each area lives in its own file; this index re-exports them in two regions, one per
 * server engineer, so both can add lines without touching each other's.
 */
// <core>
export * from './common.js';
export * from './auth.js';
export * from './roles.js';
export * from './contexts.js';
export * from './users.js';
export * from './invites.js';
export * from './admin.js';
// </core>
// <content>
export * from './files.js';
export * from './documents.js';
export * from './periods.js';
export * from './calendar.js';
export * from './contacts.js';
export * from './applications.js';
export * from './manuals.js';
// </content>
