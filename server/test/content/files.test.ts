import { MAX_FILE_BYTES, MAX_ICON_BYTES } from '@koers/contract';
import { ATTACHMENT_ACCEPT, ATTACHMENT_MIME_TYPES } from '@koers/contract/constants';
import fc from 'fast-check';
import jpegJs from 'jpeg-js';
import { bearer, describeEachDatabase, loginAs } from '../helpers.js';
import {
  compoundFile,
  doc,
  docx,
  gif,
  ooxml,
  opendocument,
  ppt,
  pptx,
  webp,
  xls,
  xlsx,
  zip,
} from '../office-files.js';
import { tinyPdf, tinyPng } from '../../src/seed/content.js';
import { signedFileUrl, verifyFileSignature } from '../../src/storage/signing.js';
import { sniffAttachment } from '../../src/storage/sniff.js';

const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(200, 7)]);
/** The start of a Windows executable. */
const EXE = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(62), Buffer.from('PE\0\0')]);

/** One of each kind a file block accepts, with the type the server must store. */
const ACCEPTED: Array<[name: string, data: Buffer, mimeType: string]> = [
  ['Schoolgids.pdf', tinyPdf('Schoolgids'), 'application/pdf'],
  ['plattegrond.png', tinyPng('#2564CF'), 'image/png'],
  ['klassenfoto.jpg', JPEG, 'image/jpeg'],
  ['animatie.gif', gif(), 'image/gif'],
  ['schoolplein.webp', webp(), 'image/webp'],
  [
    'Jaarverslag.docx',
    docx(),
    'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  ],
  ['Begroting.xlsx', xlsx(), 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
  [
    'Ouderavond.pptx',
    pptx(),
    'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  ],
  ['Notulen 2003.doc', doc(), 'application/msword'],
  ['Rooster.xls', xls(), 'application/vnd.ms-excel'],
  ['Presentatie.ppt', ppt(), 'application/vnd.ms-powerpoint'],
  ['Beleid.odt', opendocument('text'), 'application/vnd.oasis.opendocument.text'],
  ['Formatie.ods', opendocument('spreadsheet'), 'application/vnd.oasis.opendocument.spreadsheet'],
  [
    'Studiedag.odp',
    opendocument('presentation'),
    'application/vnd.oasis.opendocument.presentation',
  ],
];
const TYPE_MESSAGE =
  'The file must be a PDF, an image (PNG, JPEG, GIF or WebP) or an Office document (Word, Excel, PowerPoint or OpenDocument).';
const MACROS_MESSAGE =
  'The file contains macros, which are not accepted. Save it without macros (for example as .docx, .xlsx or .pptx) and try again.';

function multipart(filename: string, contentType: string, data: Buffer, field = 'file') {
  const boundary = '----koers-test-boundary';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`,
    ),
    data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

describe('signed file URLs', () => {
  const secret = 'unit-secret';
  it('verifies its own signature until the expiry', () => {
    const now = Date.UTC(2026, 10, 22, 8, 30);
    const url = new URL(signedFileUrl(secret, 42, now), 'http://x');
    const expires = Number(url.searchParams.get('expires'));
    const signature = url.searchParams.get('signature')!;
    expect(expires * 1000 - now).toBeGreaterThanOrEqual(3600_000);
    expect(verifyFileSignature(secret, 42, expires, signature, now)).toBe(true);
    expect(verifyFileSignature(secret, 42, expires, signature, expires * 1000 + 1)).toBe(false);
    expect(verifyFileSignature(secret, 43, expires, signature, now)).toBe(false);
    expect(verifyFileSignature(secret, 42, expires + 1, signature, now)).toBe(false);
    expect(verifyFileSignature('other', 42, expires, signature, now)).toBe(false);
  });

  it('gives the same URL within a window, so browsers can cache icons', () => {
    const at = Date.UTC(2026, 10, 22, 8, 0, 10);
    expect(signedFileUrl(secret, 1, at)).toBe(signedFileUrl(secret, 1, at + 30 * 60_000));
  });
});

describe('attachment types', () => {
  it('recognizes every accepted kind, and the contract lists exactly those', () => {
    for (const [name, data, mimeType] of ACCEPTED) {
      expect(sniffAttachment(data), name).toEqual({ mimeType });
    }
    expect([...ATTACHMENT_MIME_TYPES].sort()).toEqual(ACCEPTED.map(([, , type]) => type).sort());
    for (const [name, , type] of ACCEPTED) {
      expect(ATTACHMENT_ACCEPT.split(','), name).toContain(name.slice(name.lastIndexOf('.')));
      expect(ATTACHMENT_ACCEPT.split(','), name).toContain(type);
    }
  });

  it('refuses a compound file whose directory loops instead of running forever', () => {
    const looped = xls();
    // Entry 2 (Workbook) names entry 1 as its right sibling: a cycle in the tree.
    looped.writeUInt32LE(1, 512 * 2 + 2 * 128 + 0x48);
    expect(sniffAttachment(looped)).toEqual({ refused: 'type' });
  });

  it('never throws on damaged or truncated containers', () => {
    const samples = [...ACCEPTED.map(([, data]) => data), ooxml('word/vbaProject.bin')];
    fc.assert(
      fc.property(
        fc.constantFrom(...samples),
        fc.array(fc.tuple(fc.nat(), fc.integer({ min: 0, max: 255 })), { maxLength: 8 }),
        fc.nat(),
        (sample, changes, cut) => {
          const data = Buffer.from(sample);
          for (const [at, byte] of changes) data[at % data.length] = byte;
          const result = sniffAttachment(data.subarray(0, data.length - (cut % data.length)));
          expect('mimeType' in result || 'refused' in result).toBe(true);
        },
      ),
      { numRuns: 2000 },
    );
  });
});

describeEachDatabase('files', (t) => {
  let token: string;
  beforeAll(async () => {
    token = await loginAs(t.app, 'leraar@koers.test');
  });

  const upload = (
    filename: string,
    type: string,
    data: Buffer,
    purpose?: 'icon' | 'attachment',
  ) => {
    const body = multipart(filename, type, data);
    return t.app.inject({
      method: 'POST',
      url: `/api/files${purpose ? `?purpose=${purpose}` : ''}`,
      headers: { ...bearer(token), ...body.headers },
      payload: body.payload,
    });
  };

  it('needs a logged-in user to upload', async () => {
    const body = multipart('a.png', 'image/png', tinyPng('#123456'));
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/files',
      headers: body.headers,
      payload: body.payload,
    });
    expect(res.statusCode).toBe(401);
  });

  it('accepts PNG and JPEG icons by their content, whatever their name', async () => {
    const png = await upload('logo.txt', 'text/plain', tinyPng('#2564CF'), 'icon');
    expect(png.statusCode).toBe(201);
    expect(png.json().data).toMatchObject({
      name: 'logo.txt',
      mime_type: 'image/png',
      url: expect.stringMatching(/^\/api\/files\/\d+\?expires=\d+&signature=[0-9a-f]{64}$/),
    });
    const photo = Buffer.from(
      jpegJs.encode({ width: 8, height: 8, data: Buffer.alloc(8 * 8 * 4, 200) }, 90).data,
    );
    const jpeg = await upload('foto.jpg', 'image/jpeg', photo, 'icon');
    expect(jpeg.statusCode).toBe(201);
    expect(jpeg.json().data.mime_type).toBe('image/jpeg');
  });

  it('refuses icons that are not JPEG or PNG, even when named and typed like one', async () => {
    for (const [name, type, data] of [
      ['evil.png', 'image/png', Buffer.from('<svg onload="alert(1)"></svg>')],
      ['logo.gif', 'image/gif', Buffer.from('GIF89a........')],
      ['doc.png', 'image/png', tinyPdf('x')],
    ] as const) {
      const res = await upload(name, type, data, 'icon');
      expect(res.statusCode).toBe(422);
      expect(res.json().errors.file).toEqual(['The file must be an image of type: jpeg, png.']);
    }
  });

  it('limits the size of icons and other files, and says the limit', async () => {
    const big = Buffer.concat([tinyPng('#000000'), Buffer.alloc(MAX_ICON_BYTES)]);
    const icon = await upload('groot.png', 'image/png', big, 'icon');
    expect(icon.statusCode).toBe(413);
    expect(icon.json()).toEqual({ message: 'The file may not be larger than 2 MB.' });
    // The same bytes are fine as an attachment (under 10 MB).
    expect((await upload('groot.png', 'image/png', big)).statusCode).toBe(201);
    expect((await upload('groot.png', 'image/png', big, 'attachment')).statusCode).toBe(201);

    const huge = Buffer.concat([tinyPdf('groot'), Buffer.alloc(MAX_FILE_BYTES)]);
    const body = multipart('Groot.pdf', 'application/pdf', huge);
    const attachment = await t.app.inject({
      method: 'POST',
      url: '/api/files?purpose=attachment',
      headers: { ...bearer(token, 'nl'), ...body.headers },
      payload: body.payload,
    });
    expect(attachment.statusCode).toBe(413);
    expect(attachment.json()).toEqual({ message: 'Het bestand mag niet groter zijn dan 10 MB.' });
  });

  describe('attachments of file blocks (purpose=attachment)', () => {
    const count = async () =>
      Number(
        (
          await t.database.db
            .selectFrom('files')
            .select((eb) => eb.fn.countAll<number | string>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );

    it('accepts PDF, images and Office documents by their content', async () => {
      for (const [name, data, mimeType] of ACCEPTED) {
        // Declared as anything: the bytes decide.
        const res = await upload(name, 'application/octet-stream', data, 'attachment');
        expect(res.statusCode, name).toBe(201);
        expect(res.json().data, name).toMatchObject({
          name,
          mime_type: mimeType,
          size: data.length,
        });
      }
      // Not the name either: a Word document named like a text file is still one.
      const renamed = await upload('verslag.txt', 'text/plain', docx(), 'attachment');
      expect(renamed.json().data.mime_type).toBe(
        'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      );
    });

    it('serves Office documents as downloads and images inline, with the type it recognized', async () => {
      const word = (
        await upload('Jaarverslag.docx', 'application/zip', docx(), 'attachment')
      ).json().data;
      const download = await t.app.inject({ method: 'GET', url: word.url });
      expect(download.statusCode).toBe(200);
      expect(download.headers['content-type']).toBe(
        'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      );
      expect(download.headers['content-disposition']).toMatch(/^attachment;/);
      expect(download.rawPayload.equals(docx())).toBe(true);

      const image = (await upload('plein.webp', 'image/webp', webp(), 'attachment')).json().data;
      const shown = await t.app.inject({ method: 'GET', url: image.url });
      expect(shown.headers['content-type']).toBe('image/webp');
      expect(shown.headers['content-disposition']).toMatch(/^inline;/);
    });

    it('refuses anything else with a clear message, and stores nothing', async () => {
      const before = await count();
      for (const [name, type, data] of [
        ['setup.pdf', 'application/pdf', EXE],
        [
          'Archief.docx',
          'application/zip',
          zip([
            ['foto.jpg', JPEG],
            ['lijst.txt', 'a,b'],
          ]),
        ],
        ['Brief.pdf', 'application/pdf', Buffer.from('Beste ouders, dit is geen pdf.')],
        ['logo.png', 'image/png', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>')],
        // An installer and a drawing are OLE2 and OpenDocument too, but no office document.
        ['Installatie.doc', 'application/msword', compoundFile(['\x05SummaryInformation'])],
        ['Tekening.odt', 'application/octet-stream', opendocument('graphics')],
        ['Leeg.docx', 'application/octet-stream', ooxml('docProps/core.xml')],
      ] as const) {
        const res = await upload(name, type, data, 'attachment');
        expect(res.statusCode, name).toBe(422);
        expect(res.json(), name).toEqual({
          message: TYPE_MESSAGE,
          errors: { file: [TYPE_MESSAGE] },
        });
      }
      expect(await count()).toBe(before);
    });

    it('refuses Office documents with macros, and says so', async () => {
      for (const [name, data] of [
        ['Rapport.docm', ooxml('word/document.xml', 'word/vbaProject.bin')],
        ['Cijfers.xlsm', ooxml('xl/workbook.xml', 'xl/vbaProject.bin')],
        ['Oud.doc', compoundFile(['WordDocument', '1Table', 'Macros'])],
        ['Oud.xls', compoundFile(['Workbook', '_VBA_PROJECT_CUR'])],
        ['Beleid.odt', opendocument('text', 'Basic/Standard/Module1.xml')],
      ] as const) {
        const res = await upload(name, 'application/octet-stream', data, 'attachment');
        expect(res.statusCode, name).toBe(422);
        expect(res.json().errors.file, name).toEqual([MACROS_MESSAGE]);
      }
    });

    it('answers in Dutch', async () => {
      const body = multipart('setup.pdf', 'application/pdf', EXE);
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/files?purpose=attachment',
        headers: { ...bearer(token, 'nl'), ...body.headers },
        payload: body.payload,
      });
      expect(res.json().errors.file).toEqual([
        'Het bestand moet een pdf, een afbeelding (png, jpeg, gif of webp) of een Office-document (Word, Excel, PowerPoint of OpenDocument) zijn.',
      ]);
    });

    it('leaves uploads without a purpose as they were: any file, typed by signature or declaration', async () => {
      const exe = await upload('tool.exe', 'application/x-msdownload', EXE);
      expect(exe.statusCode).toBe(201);
      expect(exe.json().data.mime_type).toBe('application/x-msdownload');
      const archive = await upload('Archief.zip', 'application/zip', zip([['a.txt', 'a']]));
      expect(archive.json().data.mime_type).toBe('application/zip');
    });
  });

  it('answers 415 to an upload that is not multipart, and 422 without a file part', async () => {
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/files',
      headers: bearer(token),
      payload: { file: 'x' },
    });
    expect(json.statusCode).toBe(415);
    const body = multipart('a.pdf', 'application/pdf', tinyPdf('x'), 'document');
    const wrongField = await t.app.inject({
      method: 'POST',
      url: '/api/files',
      headers: { ...bearer(token), ...body.headers },
      payload: body.payload,
    });
    expect(wrongField.statusCode).toBe(422);
  });

  it('answers 400, not 500, to multipart bodies that cannot be parsed', async () => {
    for (const [type, payload] of [
      ['multipart/form-data', 'geen grens'],
      [
        'multipart/form-data; boundary=abc',
        '--abc\r\nContent-Disposition: form-data; name="file"; filename="a"\r\n\r\nafgebroken',
      ],
    ] as const) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/files?purpose=icon',
        headers: { ...bearer(token), 'content-type': type },
        payload,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message: 'The request could not be read.' });
    }
  });

  it('serves a file through its signed URL without a bearer token, and nothing else', async () => {
    const pdf = tinyPdf('Schoolgids');
    const created = (await upload('Schoolgids 2026.pdf', 'application/pdf', pdf)).json().data;
    const res = await t.app.inject({ method: 'GET', url: created.url });
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.equals(pdf)).toBe(true);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="Schoolgids 2026.pdf"; filename*=UTF-8''Schoolgids%202026.pdf`,
    );
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain('sandbox');

    const url = new URL(created.url, 'http://x');
    const tampered = `/api/files/${created.id}?expires=${Number(url.searchParams.get('expires')) + 3600}&signature=${url.searchParams.get('signature')}`;
    expect((await t.app.inject({ method: 'GET', url: tampered })).statusCode).toBe(403);
    const otherFile = `/api/files/${created.id + 1}${url.search}`;
    expect((await t.app.inject({ method: 'GET', url: otherFile })).statusCode).toBe(403);
    const expired = signedFileUrl(
      t.app.config.signingSecret,
      created.id,
      Date.now() - 3 * 3600_000,
    );
    expect((await t.app.inject({ method: 'GET', url: expired })).statusCode).toBe(403);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/files/${created.id}` })).statusCode,
    ).toBe(422);
  });

  it('serves images inline, so <img> can show icons', async () => {
    const created = (await upload('icoon.png', 'image/png', tinyPng('#00897B'), 'icon')).json()
      .data;
    const res = await t.app.inject({ method: 'GET', url: created.url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['content-disposition']).toMatch(/^inline;/);
  });

  it('gives file blocks a signed URL to the file', async () => {
    const admin = await loginAs(t.app, 'admin@koers.test');
    const file = (await upload('Bijlage.pdf', 'application/pdf', tinyPdf('Bijlage'))).json().data;
    const template = (
      await t.app.inject({ method: 'GET', url: '/api/documents/2', headers: bearer(admin) })
    ).json().data;
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/documents/2/blocks',
      headers: bearer(admin),
      payload: {
        version: template.version,
        blocks: [{ type: 'file', content: { name: 'Bijlage', file_id: file.id } }],
      },
    });
    expect(res.statusCode).toBe(200);
    const content = res.json().data.blocks[0].content;
    expect(content).toMatchObject({ name: 'Bijlage', file_id: file.id });
    const download = await t.app.inject({ method: 'GET', url: content.url });
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(tinyPdf('Bijlage'))).toBe(true);
  });

  it('lets writers attach only their own uploads or files the document already has', async () => {
    const directeur = await loginAs(t.app, 'directeur@koers.test');
    const bestuur = await loginAs(t.app, 'bestuur@koers.test');
    const foreign = (await upload('Van een ander.pdf', 'application/pdf', tinyPdf('x'))).json()
      .data; // leraar's
    const doc = (
      await t.app.inject({
        method: 'POST',
        url: `/api/schools/${t.ids.schools.regenboog}/documents`,
        headers: bearer(directeur),
        payload: { name: 'Bijlagen' },
      })
    ).json().data;
    const put = (token: string, version: number, fileId: number) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/documents/${doc.id}/blocks`,
        headers: bearer(token),
        payload: {
          version,
          blocks: [{ type: 'file', content: { name: 'Bijlage', file_id: fileId } }],
        },
      });
    const refused = await put(directeur, 1, foreign.id);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toHaveProperty(['blocks.0.content.file_id']);

    const ownBody = multipart('Eigen.pdf', 'application/pdf', tinyPdf('eigen'));
    const own = (
      await t.app.inject({
        method: 'POST',
        url: '/api/files',
        headers: { ...bearer(directeur), ...ownBody.headers },
        payload: ownBody.payload,
      })
    ).json().data;
    expect((await put(directeur, 1, own.id)).statusCode).toBe(200);
    // Another manager saves the document with the file block as it is: allowed.
    expect((await put(bestuur, 2, own.id)).statusCode).toBe(200);
  });
});
