/**
 * @koers/contract: the TypeBox schema and TypeScript type of every request and response of the
 * Koers API, one file per area. The plain constants are also published on their own as
 * `@koers/contract/constants`, for code that must not load TypeBox.
 */
export * from './constants.js';
export * from './common.js';
export * from './auth.js';
export * from './roles.js';
export * from './contexts.js';
export * from './users.js';
export * from './invites.js';
export * from './admin.js';
export * from './files.js';
export * from './documents.js';
export * from './history.js';
export * from './periods.js';
export * from './calendar.js';
export * from './contacts.js';
export * from './applications.js';
export * from './manuals.js';
export * from './video.js';
export * from './audit.js';
export * from './admin-users.js';
export * from './two-factor.js';
export * from './sso.js';
