import type { FastifyInstance } from 'fastify';
import account from './account/index.js';
import admin from './admin/index.js';
import audit from './audit/index.js';
import auth from './auth/index.js';
import contexts from './contexts/index.js';
import health from './health/index.js';
import invites from './invites/index.js';
import oauth from './oauth/index.js';
import password from './password/index.js';
import roles from './roles/index.js';
import users from './users/index.js';
import applications from './applications/index.js';
import calendar from './calendar/index.js';
import contacts from './contacts/index.js';
import documents from './documents/index.js';
import files from './files/index.js';
import manuals from './manuals/index.js';
import periods from './periods/index.js';

/** Registers every resource's routes under /api: accounts and contexts first, then content. */
export default async function routes(app: FastifyInstance): Promise<void> {
  await app.register(health);
  await app.register(auth);
  await app.register(oauth);
  await app.register(password);
  await app.register(account);
  await app.register(roles);
  await app.register(contexts);
  await app.register(users);
  await app.register(invites);
  await app.register(admin, { prefix: '/admin' });
  await app.register(audit);

  await app.register(documents);
  await app.register(files);
  await app.register(periods);
  await app.register(calendar);
  await app.register(contacts);
  await app.register(applications);
  await app.register(manuals);
}
