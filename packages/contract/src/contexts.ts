import { Type, type Static } from '@sinclair/typebox';
import { AUTHORITY_NUMBER_PATTERN, BRIN_PATTERN, SORT_COLUMNS } from './constants.js';
import { Id } from './common.js';
import { FileRef } from './files.js';

const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T) =>
  Type.Union([Type.Null(), schema]);

/** A board's authority number as a write takes it: five digits (AUTHORITY_NUMBER_PATTERN). */
export const AuthorityNumber = Type.String({
  pattern: AUTHORITY_NUMBER_PATTERN,
  description: 'Bevoegd-gezagnummer: five digits, e.g. 41234.',
  examples: ['41234'],
});
/** A school's BRIN number as a write takes it: two digits and two capitals (BRIN_PATTERN). */
export const BrinNumber = Type.String({
  pattern: BRIN_PATTERN,
  description: 'BRIN number: two digits and two capitals, e.g. 12AB.',
  examples: ['12AB'],
});

/** The caller's membership of a context: the role through which they belong. */
export const Access = Type.Object({ role_id: Type.Integer() });
export type Access = Static<typeof Access>;

/**
 * `{name, url}` of an icon (a signed URL). The same shape as FileRef, without its `$id`: a schema
 * with an `$id` may appear only once in a response schema, and icons appear many times.
 */
export const IconRef = Type.Object(FileRef.properties);

const organisationFields = {
  id: Type.Integer(),
  name: Type.String(),
  authority_number: Nullable(Type.String({ description: 'Bevoegd-gezagnummer, e.g. 41234.' })),
  icon: Nullable(IconRef),
};

const schoolFields = {
  id: Type.Integer(),
  name: Type.String(),
  brin_number: Nullable(Type.String({ description: 'BRIN number, e.g. 12AB.' })),
  icon: Nullable(IconRef),
  calendar: Type.Boolean({ description: 'Whether the school keeps a yearly calendar.' }),
  organisation_id: Nullable(Type.Integer()),
};

/** An organisation (board) as lists and other resources embed it. */
export const OrganisationSummary = Type.Object(organisationFields, { $id: 'OrganisationSummary' });
export type OrganisationSummary = Static<typeof OrganisationSummary>;

/** A school as lists embed it. */
export const SchoolSummary = Type.Object(schoolFields, { $id: 'SchoolSummary' });
export type SchoolSummary = Static<typeof SchoolSummary>;

/** A school inside an organisation, with the access inherited from the organisation. */
export const OrganisationSchool = Type.Object({ ...schoolFields, access: Nullable(Access) });
export type OrganisationSchool = Static<typeof OrganisationSchool>;

/** `GET /api/organisations/{id}`: the organisation with its schools and the caller's access. */
export const Organisation = Type.Object(
  {
    ...organisationFields,
    require_two_factor: Type.Boolean({
      description: 'Whether its admins require two-step verification of everyone with rank ≥ 10.',
    }),
    access: Nullable(Access),
    schools: Type.Array(OrganisationSchool),
  },
  { $id: 'Organisation' },
);
export type Organisation = Static<typeof Organisation>;

/** `GET /api/schools/{id}`: the school with its organisation and the caller's access. */
export const School = Type.Object(
  {
    ...schoolFields,
    require_two_factor: Type.Boolean({
      description: 'Whether its admins require two-step verification of everyone with rank ≥ 10.',
    }),
    organisation: Nullable(Type.Object({ ...organisationFields, access: Nullable(Access) })),
    access: Nullable(Access),
  },
  { $id: 'School' },
);
export type School = Static<typeof School>;

/** `PATCH /api/organisations/{id}` (context admins). `icon_file_id` is an uploaded image (POST /api/files?purpose=icon). */
export const UpdateOrganisationRequest = Type.Object({
  name: Type.Optional(Type.String({ minLength: 1, maxLength: 255 })),
  authority_number: Type.Optional(Nullable(AuthorityNumber)),
  icon_file_id: Type.Optional(Nullable(Id)),
  require_two_factor: Type.Optional(Type.Boolean()),
});
export type UpdateOrganisationRequest = Static<typeof UpdateOrganisationRequest>;

/** `PATCH /api/schools/{id}` (context admins, or admins of its organisation). */
export const UpdateSchoolRequest = Type.Object({
  name: Type.Optional(Type.String({ minLength: 1, maxLength: 255 })),
  brin_number: Type.Optional(Nullable(BrinNumber)),
  icon_file_id: Type.Optional(Nullable(Id)),
  calendar: Type.Optional(Type.Boolean()),
  require_two_factor: Type.Optional(Type.Boolean()),
});
export type UpdateSchoolRequest = Static<typeof UpdateSchoolRequest>;

/** `POST /api/organisations/{id}/schools` (admins of the organisation). */
export const CreateSchoolRequest = Type.Object({
  name: Type.String({ minLength: 1, maxLength: 255 }),
  brin_number: Type.Optional(Nullable(BrinNumber)),
  icon_file_id: Type.Optional(Nullable(Id)),
  calendar: Type.Optional(Type.Boolean()),
});
export type CreateSchoolRequest = Static<typeof CreateSchoolRequest>;

/** Sortable columns of `GET /api/organisations/{id}/schools`. */
export const ORGANISATION_SCHOOLS_SORT = SORT_COLUMNS.organisationSchools;

/**
 * `GET /api/schools/{id}/contents`: what goes with the school when it is removed, counted, so the
 * confirmation can name it (admins of the school or its board).
 */
export const SchoolContents = Type.Object(
  {
    documents: Type.Integer({ minimum: 0 }),
    calendar_events: Type.Integer({ minimum: 0 }),
    contacts: Type.Integer({ minimum: 0 }),
    periods: Type.Integer({ minimum: 0 }),
    members: Type.Integer({ minimum: 0, description: 'People with a role in the school itself.' }),
  },
  { $id: 'SchoolContents' },
);
export type SchoolContents = Static<typeof SchoolContents>;
