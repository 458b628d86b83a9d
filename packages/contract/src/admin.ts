import { Type, type Static } from '@sinclair/typebox';
import { SORT_COLUMNS } from './constants.js';
import { Id } from './common.js';
import { Email, Password } from './auth.js';
import { AuthorityNumber, BrinNumber, IconRef } from './contexts.js';
import { Locale } from './users.js';

/**
 * The super admin's management API: `GET|POST /api/admin/{organisations,schools,users,manuals}`
 * (paged lists) and `GET|PATCH|DELETE /api/admin/{…}/{id}`.
 */

const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T) =>
  Type.Union([Type.Null(), schema]);
const Name = Type.String({ minLength: 1, maxLength: 255 });

export const AdminOrganisation = Type.Object(
  {
    id: Type.Integer(),
    name: Type.String(),
    authority_number: Nullable(Type.String()),
    icon: Nullable(IconRef),
    icon_file_id: Nullable(Type.Integer()),
    schools_count: Type.Integer(),
    created_at: Type.String(),
    updated_at: Type.String(),
  },
  { $id: 'AdminOrganisation' },
);
export type AdminOrganisation = Static<typeof AdminOrganisation>;
export const ADMIN_ORGANISATIONS_SORT = SORT_COLUMNS.adminOrganisations;

export const CreateAdminOrganisationRequest = Type.Object({
  name: Name,
  authority_number: Type.Optional(Nullable(AuthorityNumber)),
  icon_file_id: Type.Optional(Nullable(Id)),
});
export type CreateAdminOrganisationRequest = Static<typeof CreateAdminOrganisationRequest>;
export const UpdateAdminOrganisationRequest = Type.Partial(CreateAdminOrganisationRequest);
export type UpdateAdminOrganisationRequest = Static<typeof UpdateAdminOrganisationRequest>;

export const AdminSchool = Type.Object(
  {
    id: Type.Integer(),
    name: Type.String(),
    brin_number: Nullable(Type.String()),
    icon: Nullable(IconRef),
    icon_file_id: Nullable(Type.Integer()),
    calendar: Type.Boolean(),
    organisation_id: Nullable(Type.Integer()),
    organisation: Nullable(Type.Object({ id: Type.Integer(), name: Type.String() })),
    created_at: Type.String(),
    updated_at: Type.String(),
  },
  { $id: 'AdminSchool' },
);
export type AdminSchool = Static<typeof AdminSchool>;
export const ADMIN_SCHOOLS_SORT = SORT_COLUMNS.adminSchools;

export const CreateAdminSchoolRequest = Type.Object({
  name: Name,
  brin_number: Type.Optional(Nullable(BrinNumber)),
  organisation_id: Type.Optional(Nullable(Id)),
  icon_file_id: Type.Optional(Nullable(Id)),
  calendar: Type.Optional(Type.Boolean()),
});
export type CreateAdminSchoolRequest = Static<typeof CreateAdminSchoolRequest>;
export const UpdateAdminSchoolRequest = Type.Partial(CreateAdminSchoolRequest);
export type UpdateAdminSchoolRequest = Static<typeof UpdateAdminSchoolRequest>;

/** A membership as the admin edits it. */
export const Membership = Type.Object({ id: Id, role_id: Id });
export type Membership = Static<typeof Membership>;

const adminUserFields = {
  id: Type.Integer(),
  email: Type.String(),
  first_name: Type.String(),
  last_name_prefix: Nullable(Type.String()),
  last_name: Type.String(),
  admin: Type.Boolean(),
  locale: Nullable(Locale),
  created_at: Type.String(),
  updated_at: Type.String(),
  /** When a super admin blocked the account; null when it is not blocked. */
  blocked_at: Nullable(Type.String()),
};

export const AdminUser = Type.Object(adminUserFields, { $id: 'AdminUser' });
export type AdminUser = Static<typeof AdminUser>;

/** `GET /api/admin/users/{id}`: the user with their memberships. */
export const AdminUserDetail = Type.Object(
  {
    ...adminUserFields,
    /** Whether the user has chosen a password (without one, send the account invitation). */
    has_password: Type.Boolean(),
    organisations: Type.Array(
      Type.Object({ id: Type.Integer(), name: Type.String(), role_id: Type.Integer() }),
    ),
    schools: Type.Array(
      Type.Object({ id: Type.Integer(), name: Type.String(), role_id: Type.Integer() }),
    ),
  },
  { $id: 'AdminUserDetail' },
);
export type AdminUserDetail = Static<typeof AdminUserDetail>;
/** Search covers first name, last name and email (from the start of each: the list has 100k+ rows). */
export const ADMIN_USERS_SORT = SORT_COLUMNS.adminUsers;

export const CreateAdminUserRequest = Type.Object({
  email: Email,
  first_name: Type.String({ minLength: 1, maxLength: 100 }),
  last_name_prefix: Type.Optional(Nullable(Type.String({ maxLength: 50 }))),
  last_name: Type.String({ minLength: 1, maxLength: 100 }),
  admin: Type.Optional(Type.Boolean()),
  locale: Type.Optional(Nullable(Locale)),
  /** Without a password the user sets one through "forgot password". */
  password: Type.Optional(Password),
  /** Replace the user's memberships (when given). */
  organisations: Type.Optional(Type.Array(Membership, { maxItems: 1000 })),
  schools: Type.Optional(Type.Array(Membership, { maxItems: 1000 })),
});
export type CreateAdminUserRequest = Static<typeof CreateAdminUserRequest>;
export const UpdateAdminUserRequest = Type.Partial(CreateAdminUserRequest);
export type UpdateAdminUserRequest = Static<typeof UpdateAdminUserRequest>;

export const AdminManual = Type.Object(
  {
    id: Type.Integer(),
    title: Type.String(),
    description: Nullable(Type.String()),
    content: Nullable(Type.String({ description: 'Sanitized HTML.' })),
    video_url: Nullable(Type.String()),
    position: Type.Integer(),
    created_at: Type.String(),
    updated_at: Type.String(),
  },
  { $id: 'AdminManual' },
);
export type AdminManual = Static<typeof AdminManual>;
export const ADMIN_MANUALS_SORT = SORT_COLUMNS.adminManuals;

export const CreateAdminManualRequest = Type.Object({
  title: Type.String({ minLength: 1, maxLength: 255 }),
  description: Type.Optional(Nullable(Type.String({ maxLength: 2000 }))),
  content: Type.Optional(Nullable(Type.String({ maxLength: 200_000 }))),
  /**
   * A YouTube or Vimeo video: its page or its player's address. Stored as the privacy-friendly
   * player's address (`videoEmbed`); anything else is a 422 on this field.
   */
  video_url: Type.Optional(Nullable(Type.String({ maxLength: 2000 }))),
  position: Type.Optional(Type.Integer({ minimum: 0, maximum: 1_000_000 })),
});
export type CreateAdminManualRequest = Static<typeof CreateAdminManualRequest>;
export const UpdateAdminManualRequest = Type.Partial(CreateAdminManualRequest);
export type UpdateAdminManualRequest = Static<typeof UpdateAdminManualRequest>;

/**
 * `PUT /api/admin/manuals/order`: every manual once, in the order readers see them at
 * /handleidingen.
 */
export const ReorderAdminManualsBody = Type.Object({
  ids: Type.Array(Id, { maxItems: 1000 }),
});
export type ReorderAdminManualsBody = Static<typeof ReorderAdminManualsBody>;
