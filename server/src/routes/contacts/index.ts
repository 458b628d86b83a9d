import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import categories from './categories.js';
import contacts from './contacts.js';

/** The social map (sociale kaart) of an organisation or school: contacts and their categories. */
const socialMap: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(contacts);
  await app.register(categories);
};

export default socialMap;
