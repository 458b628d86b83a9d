import { expect, it } from 'vitest';
import { attachedFileIds } from '../../src/repositories/files.js';
import { purgeUnattachedFiles } from '../../src/services/file-purge.js';
import { bearer, describeEachDatabase, loginAs } from '../helpers.js';

// Uploads are bounded: per user and per school or board (quotas), per minute (rate), and files
// nothing uses can be removed by their owner and are purged by themselves after a while.

function multipart(filename: string, data: Buffer) {
  const boundary = '----koers-limits-boundary';
  return {
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload: Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
      ),
      data,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
  };
}

describeEachDatabase(
  'upload limits and the purge of unused files',
  (t) => {
    const upload = (token: string, bytes: number, query = '') => {
      const body = multipart('bestand.bin', Buffer.alloc(bytes, 7));
      return t.app.inject({
        method: 'POST',
        url: `/api/files${query}`,
        headers: { ...bearer(token), ...body.headers },
        payload: body.payload,
      });
    };

    it('refuses an upload over the user’s quota with a 413 that says the quota', async () => {
      const token = await loginAs(t.app, 'eenschool@koers.test');
      expect((await upload(token, 3000)).statusCode).toBe(201);
      expect((await upload(token, 3000)).statusCode).toBe(201);
      const over = await upload(token, 3000);
      expect(over.statusCode).toBe(413);
      expect(over.json().message).toBe(
        'Your uploads may take 8 KB together and 6 KB of that is in use, too little for this file. Remove files you no longer need, or ask your administrator.',
      );
    });

    it('counts uploads for a school against its quota, and only its managers upload for it', async () => {
      const school = t.ids.schools.regenboog;
      const director = await loginAs(t.app, 'directeur@koers.test');
      const query = `?context_type=school&context_id=${school}`;
      expect((await upload(director, 1500, query)).statusCode).toBe(201);
      expect((await upload(director, 1500, query)).statusCode).toBe(201);
      const over = await upload(director, 1500, query);
      expect(over.statusCode).toBe(413);
      expect(over.json().message).toContain('The uploads of OBS De Regenboog may take 4 KB');
      // Without the school, only the director's own quota counts.
      expect((await upload(director, 1500)).statusCode).toBe(201);
      const teacher = await loginAs(t.app, 'leraar@koers.test');
      expect((await upload(teacher, 10, query)).statusCode).toBe(403);
      const half = await upload(director, 10, `?context_type=school`);
      expect(half.statusCode).toBe(422);
      expect(half.json().errors).toHaveProperty('context_id');
    });

    it('limits uploads per user per minute, with Retry-After', async () => {
      const token = await loginAs(t.app, 'bestuur@koers.test');
      for (let i = 0; i < 5; i++) expect((await upload(token, 10)).statusCode).toBe(201);
      const sixth = await upload(token, 10);
      expect(sixth.statusCode).toBe(429);
      expect(Number(sixth.headers['retry-after'])).toBeGreaterThan(0);
      expect(sixth.json().message).toMatch(/^Too many uploads/);
    });

    it('lets the owner remove a file nothing uses; another person’s is not found; a used one stays', async () => {
      const admin = await loginAs(t.app, 'admin@koers.test');
      const owner = await loginAs(t.app, 'eenbestuur@koers.test');
      const file = (await upload(owner, 10)).json().data;
      const remove = (token: string, id: number) =>
        t.app.inject({ method: 'DELETE', url: `/api/files/${id}`, headers: bearer(token) });
      const director = await loginAs(t.app, 'directeur@koers.test');
      expect((await remove(director, file.id)).statusCode).toBe(404);
      expect((await remove(owner, file.id)).statusCode).toBe(204);
      expect((await t.app.inject({ method: 'GET', url: file.url })).statusCode).toBe(404);
      expect((await remove(owner, file.id)).statusCode).toBe(404);

      // In a document: refused, with the reason.
      const used = (await upload(admin, 10)).json().data;
      const template = (
        await t.app.inject({ method: 'GET', url: '/api/documents/2', headers: bearer(admin) })
      ).json().data;
      const saved = await t.app.inject({
        method: 'PUT',
        url: '/api/documents/2/blocks',
        headers: bearer(admin),
        payload: {
          version: template.version,
          blocks: [{ type: 'file', content: { name: 'Bijlage', file_id: used.id } }],
        },
      });
      expect(saved.statusCode).toBe(200);
      const refused = await remove(admin, used.id);
      expect(refused.statusCode).toBe(422);
      expect(refused.json().errors.file[0]).toMatch(/still in use/);
    });

    it('purges files nothing uses after their time, and keeps those in a document or its history', async () => {
      const admin = await loginAs(t.app, 'admin@koers.test');
      const unused = (await upload(admin, 10)).json().data;
      const inHistory = (await upload(admin, 10)).json().data;
      const inDocument = (await upload(admin, 10)).json().data;
      const save = async (blocks: unknown[]) => {
        const doc = (
          await t.app.inject({ method: 'GET', url: '/api/documents/2', headers: bearer(admin) })
        ).json().data;
        const put = await t.app.inject({
          method: 'PUT',
          url: '/api/documents/2/blocks',
          headers: bearer(admin),
          payload: { version: doc.version, blocks },
        });
        expect(put.statusCode).toBe(200);
      };
      const block = (id: number) => ({
        type: 'file',
        content: { name: `Bijlage ${id}`, file_id: id },
      });
      // Saved once, then replaced: that file is only in the history now.
      await save([block(inHistory.id)]);
      await save([block(inDocument.id)]);

      // Not yet their time: nothing goes.
      expect(await purgeUnattachedFiles(t.app.db, t.app.fileStorage, new Date(0))).toBe(0);
      const removed = await purgeUnattachedFiles(
        t.app.db,
        t.app.fileStorage,
        new Date(Date.now() + 60_000),
      );
      expect(removed).toBeGreaterThanOrEqual(1);
      const left = new Set(
        (await t.app.db.selectFrom('files').select('id').execute()).map((row) => row.id),
      );
      expect(left.has(unused.id)).toBe(false);
      expect(left.has(inHistory.id)).toBe(true);
      expect(left.has(inDocument.id)).toBe(true);
      expect((await t.app.inject({ method: 'GET', url: unused.url })).statusCode).toBe(404);
      // Everything something uses is still there (the seed's icons and attachments too).
      const used = await attachedFileIds(t.app.db);
      const existing = (await t.app.db.selectFrom('files').select('id').execute()).map((r) => r.id);
      expect(used.size).toBeGreaterThan(2);
      for (const id of used) if (id < inDocument.id) expect(existing).toContain(id);
    });
  },
  {
    config: {
      uploads: {
        userQuotaBytes: 8 * 1024,
        contextQuotaBytes: 4 * 1024,
        perMinute: 5,
        purgeAfterHours: 0,
      },
    },
  },
);
