import multipart, { type MultipartFile } from '@fastify/multipart';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  FileResource,
  IdParams,
  MAX_FILE_BYTES,
  MAX_ICON_BYTES,
  MessageResponse,
  Resource,
  SignedFileQuery,
  UploadFileQuery,
  errorResponses,
} from '@koers/contract';
import { ATTACHMENT_MIME_TYPES, ICON_MIME_TYPES } from '@koers/contract/constants';
import { Type } from '@sinclair/typebox';
import type { FastifyRequest } from 'fastify';
import { HttpError, forbidden, invalid, notFound } from '../../lib/errors.js';
import { contextName } from '../../repositories/invites.js';
import {
  attachedFileIds,
  contextFileBytes,
  createFile,
  deleteFiles,
  findFile,
  userFileBytes,
} from '../../repositories/files.js';
import { requireManager } from '../../services/access.js';
import { auditedWrite } from '../../services/audit.js';
import { ICON_MAX_SIDE, fitIcon } from '../../services/icon-resize.js';
import { newStorageKey } from '../../storage/index.js';
import {
  SIGNED_URL_WINDOW_SECONDS,
  signedFileUrl,
  verifyFileSignature,
} from '../../storage/signing.js';
import { INLINE_MIME_TYPES, sniffAttachment, sniffMimeType } from '../../storage/sniff.js';

const tags = ['Files'];
const DECLARED_TYPE = /^[a-z]+\/[a-z0-9.+-]+$/;

/** `name.pdf` without directories or control characters, at most 255 characters. */
function cleanName(name: string | undefined): string {
  const base = (name ?? '').split(/[\\/]/).pop() ?? '';
  const clean = [...base]
    .filter((c) => c.charCodeAt(0) >= 0x20 && c.charCodeAt(0) !== 0x7f)
    .join('')
    .trim()
    .slice(0, 255);
  return clean === '' ? 'bestand' : clean;
}

/** RFC 6266 Content-Disposition with an ASCII fallback and the UTF-8 name. */
function contentDisposition(kind: 'inline' | 'attachment', name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

/** `10 MB` for 10 MiB, `512 KB` below one: how a limit or a use reads in a message. */
const megabytes = (bytes: number) =>
  bytes < 1024 * 1024
    ? `${Math.ceil(bytes / 1024)} KB`
    : `${Math.round((bytes / 1024 / 1024) * 10) / 10} MB`;

/**
 * 413 when `size` more bytes would take a user's (or a context's) uploads over their quota
 * (UPLOAD_QUOTA_USER_MB, UPLOAD_QUOTA_CONTEXT_MB). Checked before the bytes are stored; two uploads
 * at the same moment may both pass, which the upload rate limit bounds.
 */
async function checkQuotas(
  request: FastifyRequest,
  size: number,
  context: { type: 'organisation' | 'school'; id: number } | null,
): Promise<void> {
  const { db, config } = request.server;
  const { userQuotaBytes, contextQuotaBytes } = config.uploads;
  const used = await userFileBytes(db, request.user!.id);
  if (used + size > userQuotaBytes)
    throw new HttpError(413, 'errors.quota_user', {
      quota: megabytes(userQuotaBytes),
      used: megabytes(used),
    });
  if (!context) return;
  const contextUsed = await contextFileBytes(db, context.type, context.id);
  if (contextUsed + size > contextQuotaBytes)
    throw new HttpError(413, 'errors.quota_context', {
      context: (await contextName(db, context.type, context.id)) ?? '',
      quota: megabytes(contextQuotaBytes),
      used: megabytes(contextUsed),
    });
}

/**
 * The `file` part of a multipart upload and its bytes. A part over the limit is a 413 that says
 * the limit; a body busboy cannot parse (no boundary, cut off) is the client's 400, not a 500.
 */
async function readUpload(
  request: FastifyRequest,
  limit: number,
): Promise<{ part: MultipartFile; data: Buffer }> {
  try {
    const part = await request.file({ limits: { fileSize: limit } });
    if (!part || part.fieldname !== 'file') throw invalid('file', 'validation.required');
    return { part, data: await part.toBuffer() };
  } catch (error) {
    if (error instanceof HttpError) throw error;
    const status = (error as { statusCode?: unknown }).statusCode;
    if (status === 413)
      throw new HttpError(413, 'errors.file_too_large', { size: megabytes(limit) });
    if (typeof status === 'number' && status >= 400 && status < 500) throw error;
    request.log.info({ err: error }, 'unreadable multipart body');
    throw new HttpError(400, 'errors.bad_request');
  }
}

/** Upload and signed download; the bytes go to the app's one storage (plugins/storage.ts). */
const filesRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const storage = app.fileStorage;
  if (!app.hasContentTypeParser('multipart/form-data')) {
    await app.register(multipart, {
      limits: { fileSize: MAX_FILE_BYTES, files: 1, fields: 5, parts: 6 },
    });
  }
  const secret = app.config.signingSecret;

  app.post(
    '/files',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary: 'Upload a file (multipart/form-data, one part named `file`)',
        description: `purpose=icon accepts JPEG and PNG images up to ${MAX_ICON_BYTES} bytes and stores them scaled down to fit ${ICON_MAX_SIDE} px (never cropped, turned upright by their EXIF orientation); purpose=attachment (file blocks) accepts ${ATTACHMENT_MIME_TYPES.join(', ')} up to ${MAX_FILE_BYTES} bytes, without macros. Both recognize the type by the content, not the name or declared type, and answer 422 for anything else. Without a purpose any file up to ${MAX_FILE_BYTES} bytes is stored.`,
        consumes: ['multipart/form-data'],
        querystring: UploadFileQuery,
        response: {
          201: Resource(FileResource),
          ...errorResponses,
          400: MessageResponse,
          413: MessageResponse,
          415: MessageResponse,
          429: MessageResponse,
        },
      },
    },
    async (request, reply) => {
      if (!request.isMultipart()) throw new HttpError(415, 'errors.unsupported_media_type');
      const { purpose, context_type: contextType, context_id: contextId } = request.query;
      if ((contextType === undefined) !== (contextId === undefined))
        throw invalid(
          contextType === undefined ? 'context_type' : 'context_id',
          'validation.required',
        );
      // For a school or board: its managers upload, and it counts against its quota.
      const context =
        contextType !== undefined && contextId !== undefined
          ? { type: contextType, id: contextId }
          : null;
      if (context) await requireManager(request, context.type, context.id);
      const wait = await app.uploadThrottle.reserve(`upload:${request.user!.id}`);
      if (wait > 0)
        throw new HttpError(
          429,
          'errors.too_many_uploads',
          { seconds: wait },
          {},
          { 'retry-after': String(wait) },
        );
      const icon = purpose === 'icon';
      const upload = await readUpload(request, icon ? MAX_ICON_BYTES : MAX_FILE_BYTES);
      const { part } = upload;
      let { data } = upload;
      if (data.length === 0) throw invalid('file', 'validation.required');
      let mimeType: string;
      if (purpose === 'attachment') {
        // A file block holds a document or an image, recognized by its content only.
        const attachment = sniffAttachment(data);
        if ('refused' in attachment) {
          throw invalid(
            'file',
            attachment.refused === 'macros'
              ? 'validation.attachment_macros'
              : 'validation.attachment_type',
          );
        }
        mimeType = attachment.mimeType;
      } else {
        const sniffed = sniffMimeType(data.subarray(0, 16));
        if (icon && !(ICON_MIME_TYPES as readonly string[]).includes(sniffed ?? '')) {
          throw invalid('file', 'validation.image');
        }
        if (icon) {
          // Stored to fit ICON_MAX_SIDE, whole (never cropped): a photo of a logo is megabytes
          // in every sidebar otherwise. A file that only looks like a PNG or JPEG is refused.
          try {
            data = fitIcon(data, sniffed as 'image/png' | 'image/jpeg');
          } catch (error) {
            request.log.info({ err: error }, 'undecodable icon');
            throw invalid('file', 'validation.image');
          }
        }
        // Known signatures win over what the browser claims; the rest is served as a download.
        const declared = part.mimetype.toLowerCase();
        mimeType =
          sniffed ??
          (DECLARED_TYPE.test(declared) && !declared.startsWith('image/')
            ? declared
            : 'application/octet-stream');
      }
      await checkQuotas(request, data.length, context);
      const key = newStorageKey();
      await storage.put(key, data);
      const file = await auditedWrite(
        app.db,
        (trx) =>
          createFile(trx, {
            user_id: request.user!.id,
            name: cleanName(part.filename),
            mime_type: mimeType,
            size: data.length,
            storage_key: key,
            contextable_type: context?.type ?? null,
            contextable_id: context?.id ?? null,
          }),
        (row) => ({
          userId: request.user!.id,
          action: 'created',
          subjectType: 'file',
          subjectId: row.id,
          changes: { name: row.name, mime_type: row.mime_type, size: row.size },
        }),
      );
      return reply.status(201).send({
        data: {
          id: file.id,
          name: file.name,
          mime_type: file.mime_type,
          size: file.size,
          url: signedFileUrl(secret, file.id),
        },
      });
    },
  );

  app.delete(
    '/files/:id',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary: 'Remove a file one uploaded that nothing uses (super admins: any such file)',
        description:
          'A file in a document, in its history or used as an icon is a 422: remove it there first. Files nothing uses are also removed by themselves, FILE_PURGE_HOURS after their upload.',
        params: IdParams,
        response: { 204: Type.Null(), ...errorResponses },
      },
    },
    async (request, reply) => {
      const user = request.user!;
      const file = await findFile(app.db, request.params.id);
      // Another person's file is not one's business: not found, as if it did not exist.
      if (!file || (file.user_id !== user.id && user.admin !== 1)) throw notFound();
      if ((await attachedFileIds(app.db, [file.id])).has(file.id))
        throw invalid('file', 'errors.file_attached');
      await auditedWrite(app.db, (trx) => deleteFiles(trx, [file.id]), {
        userId: user.id,
        action: 'deleted',
        subjectType: 'file',
        subjectId: file.id,
        changes: { name: file.name, size: file.size },
      });
      await storage.delete(file.storage_key);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/files/:id',
    {
      schema: {
        tags,
        // Public: the signature in the URL is the credential (images, downloads).
        security: [],
        summary: 'Download a file through a signed URL (no bearer token needed)',
        params: IdParams,
        querystring: SignedFileQuery,
        response: {
          200: Type.Unknown({ description: 'The file bytes.' }),
          403: MessageResponse,
          404: MessageResponse,
          422: errorResponses[422],
        },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const { expires, signature } = request.query;
      if (!verifyFileSignature(secret, id, expires, signature)) throw forbidden();
      const file = await findFile(app.db, id);
      if (!file) throw notFound();
      const stream = await storage.get(file.storage_key);
      if (!stream) throw notFound();
      const inline = INLINE_MIME_TYPES.has(file.mime_type);
      const maxAge = Math.max(
        0,
        Math.min(expires - Math.floor(Date.now() / 1000), 2 * SIGNED_URL_WINDOW_SECONDS),
      );
      return (
        reply
          .header('content-type', file.mime_type)
          .header('content-length', String(file.size))
          .header(
            'content-disposition',
            contentDisposition(inline ? 'inline' : 'attachment', file.name),
          )
          .header('x-content-type-options', 'nosniff')
          // A stored file can never run script in the app's origin, whatever it contains.
          .header('content-security-policy', "default-src 'none'; sandbox")
          .header('cache-control', `private, max-age=${maxAge}`)
          .send(stream)
      );
    },
  );
};

export default filesRoutes;
