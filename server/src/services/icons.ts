import { ICON_MIME_TYPES } from '@koers/contract';
import type { FastifyRequest } from 'fastify';
import { invalid } from '../lib/errors.js';
import { findFile } from '../repositories/files.js';

/**
 * An icon (of an application, a school or a board) must be a JPEG or PNG the caller uploaded
 * (`POST /api/files?purpose=icon`), or the icon the thing already has. Without the ownership
 * check anyone could make another school's file their icon by guessing its id and receive a
 * signed URL to it. A foreign file gets the same answer as a missing one, so nothing reveals
 * that it exists. Super admins may use any file.
 */
export async function assertUsableIcon(
  request: FastifyRequest,
  fileId: number | null | undefined,
  currentIconId: number | null = null,
): Promise<void> {
  if (fileId === undefined || fileId === null || fileId === currentIconId) return;
  const file = await findFile(request.server.db, fileId);
  const user = request.user!;
  if (!file || (file.user_id !== user.id && user.admin !== 1))
    throw invalid('icon_file_id', 'validation.exists');
  if (!(ICON_MIME_TYPES as readonly string[]).includes(file.mime_type)) {
    throw invalid('icon_file_id', 'validation.image');
  }
}
