import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import categories from './categories.js';
import events from './events.js';
import feed from './feed.js';

/** A school's year calendar (SPEC §8): events, their categories and the subscription feed. */
const calendar: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(events);
  await app.register(categories);
  await app.register(feed);
};

export default calendar;
