import { Type, type Static } from '@sinclair/typebox';
import { ContextType } from './common.js';

/**
 * A file as other resources embed it (a school's or application's icon, a file block): its name
 * and a short-lived signed URL, so `<img src>` and download links work without a bearer header.
 */
export const FileRef = Type.Object(
  {
    name: Type.String(),
    url: Type.String({ description: 'Signed URL; valid for a limited time (see `expires`).' }),
  },
  { $id: 'FileRef' },
);
export type FileRef = Static<typeof FileRef>;

/** An uploaded file. */
export const FileResource = Type.Object(
  {
    id: Type.Integer(),
    name: Type.String(),
    mime_type: Type.String(),
    size: Type.Integer({ description: 'Bytes.' }),
    url: Type.String({ description: 'Signed URL, valid for a limited time.' }),
  },
  { $id: 'FileResource' },
);
export type FileResource = Static<typeof FileResource>;

// The upper bounds in bytes (MAX_ICON_BYTES, MAX_FILE_BYTES) are in constants.ts: the app's
// file pickers say them before an upload, without loading TypeBox.

/**
 * `POST /api/files` is multipart/form-data with one part named `file`. `purpose=icon` accepts
 * only JPEG and PNG images up to MAX_ICON_BYTES; `purpose=attachment` (file blocks) only the types
 * of ATTACHMENT_MIME_TYPES (`@koers/contract/constants`), recognised by their content, up to
 * MAX_FILE_BYTES. Without a purpose any file up to MAX_FILE_BYTES is stored.
 */
export const UploadFileQuery = Type.Object({
  purpose: Type.Optional(Type.Union([Type.Literal('icon'), Type.Literal('attachment')])),
  context_type: Type.Optional(ContextType),
  context_id: Type.Optional(
    Type.Integer({
      minimum: 1,
      description:
        "With context_type: the school or board the file is for (its managers upload; it counts against that context's quota).",
    }),
  ),
});
export type UploadFileQuery = Static<typeof UploadFileQuery>;

/** Query of a signed file URL. */
export const SignedFileQuery = Type.Object({
  expires: Type.Integer({
    minimum: 0,
    description: 'Unix time (seconds) after which the URL is refused.',
  }),
  signature: Type.String({
    pattern: '^[0-9a-f]{64}$',
    description: 'HMAC-SHA256 of `${id}.${expires}`.',
  }),
});
export type SignedFileQuery = Static<typeof SignedFileQuery>;
