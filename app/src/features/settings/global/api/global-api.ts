import type {
  FileResource,
  Organisation,
  School,
  UpdateOrganisationRequest,
  UpdateSchoolRequest,
} from '@koers/contract';
import { apiFetch, apiUpload, uploadPath, type UploadContext } from '@/lib/api/client';
import { organisationKey } from '@/lib/api/organisation';
import { schoolKey } from '@/lib/api/school';

/**
 * `POST /api/files?purpose=icon`: the server takes only JPEG and PNG (by content) up to
 * MAX_ICON_BYTES, and stores it scaled down to fit, never cropped.
 */
export async function uploadIcon(
  file: File,
  context: UploadContext,
  onProgress?: (fraction: number) => void,
): Promise<FileResource> {
  const body = new FormData();
  body.append('file', file, file.name);
  return (
    await apiUpload<{ data: FileResource }>(uploadPath('icon', context), body, { onProgress })
  ).data;
}

/** `PATCH /api/schools/{id}` (the school's admins): name, icon, calendar; BRIN by super admins. */
export async function updateSchool(id: number, body: UpdateSchoolRequest): Promise<School> {
  return (await apiFetch<{ data: School }>(schoolKey(id), { method: 'PATCH', json: body })).data;
}

/** `PATCH /api/organisations/{id}` (the board's admins): name, icon; number by super admins. */
export async function updateOrganisation(
  id: number,
  body: UpdateOrganisationRequest,
): Promise<Organisation> {
  return (
    await apiFetch<{ data: Organisation }>(organisationKey(id), { method: 'PATCH', json: body })
  ).data;
}
