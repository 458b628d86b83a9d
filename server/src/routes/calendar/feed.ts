import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  CalendarFeed,
  CalendarIcsQuery,
  IdParams,
  MessageResponse,
  Resource,
  errorResponses,
} from '@koers/contract';
import { Type } from '@sinclair/typebox';
import { timingSafeEqual } from 'node:crypto';
import { notFound } from '../../lib/errors.js';
import { publicOrigin } from '../../lib/public-origin.js';
import { findFeedSchool, listEvents, rotateFeedKey } from '../../repositories/calendar.js';
import { requireManager, requireMember } from '../../services/access.js';
import { auditedWrite } from '../../services/audit.js';
import { buildIcs } from '../../services/ical.js';
import { tags } from './tags.js';

function feedUrl(origin: string, schoolId: number, key: string): string {
  return `${origin}/api/schools/${schoolId}/calendar.ics?key=${encodeURIComponent(key)}`;
}

function sameSecret(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/**
 * The subscription feed: its URL for members, a new secret for managers, and the .ics itself,
 * which calendar programs fetch without a token (the key in the URL is the secret).
 */
const feed: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/schools/:id/calendar-feed',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary:
          'The subscription URL of the school calendar (.ics) for Outlook or Google Calendar',
        params: IdParams,
        response: { 200: Resource(CalendarFeed), ...errorResponses },
      },
    },
    async (request) => {
      await requireMember(request, 'school', request.params.id);
      const school = await findFeedSchool(app.db, request.params.id);
      if (!school) throw notFound();
      return { data: { url: feedUrl(publicOrigin(request), school.id, school.calendar_feed_key) } };
    },
  );

  app.post(
    '/schools/:id/calendar-feed/rotate',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary:
          'Replace the secret of the subscription URL; the old URL stops working (school managers)',
        params: IdParams,
        response: { 200: Resource(CalendarFeed), ...errorResponses },
      },
    },
    async (request) => {
      const schoolId = request.params.id;
      await requireManager(request, 'school', schoolId);
      const key = await auditedWrite(app.db, (trx) => rotateFeedKey(trx, schoolId), {
        userId: request.user!.id,
        action: 'calendar_feed_rotated',
        subjectType: 'school',
        subjectId: schoolId,
        contextType: 'school',
        contextId: schoolId,
      });
      return { data: { url: feedUrl(publicOrigin(request), schoolId, key) } };
    },
  );

  app.get(
    '/schools/:id/calendar.ics',
    {
      schema: {
        tags,
        // Public: calendar programs send no header; the key in the URL is the secret.
        security: [],
        summary:
          'iCalendar feed (RFC 5545) of a school with a calendar; authenticated by the key in the URL',
        params: IdParams,
        querystring: CalendarIcsQuery,
        produces: ['text/calendar'],
        response: { 200: Type.String(), 404: MessageResponse, 422: errorResponses[422] },
      },
    },
    async (request, reply) => {
      const school = await findFeedSchool(app.db, request.params.id);
      // A wrong key, an unknown school and a school without calendar look the same.
      if (
        !school ||
        school.calendar !== 1 ||
        !sameSecret(school.calendar_feed_key, request.query.key)
      ) {
        throw notFound();
      }
      const events = await listEvents(app.db, school.id);
      const ics = buildIcs({
        name: school.name,
        uidDomain: new URL(publicOrigin(request)).hostname || 'koers',
        events,
      });
      return reply
        .header('content-type', 'text/calendar; charset=utf-8')
        .header('content-disposition', `inline; filename="school-${school.id}.ics"`)
        .header('cache-control', 'private, max-age=300')
        .send(ics);
    },
  );
};

export default feed;
