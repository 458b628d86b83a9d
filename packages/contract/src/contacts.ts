import { Type, type Static } from '@sinclair/typebox';
import { SORT_COLUMNS } from './constants.js';
import { PageQuery } from './common.js';

const Text = (maxLength: number) =>
  Type.Optional(Type.Union([Type.Null(), Type.String({ maxLength })]));
const Nullable = <T extends ReturnType<typeof Type.String>>(t: T) => Type.Union([Type.Null(), t]);

export const ContactCategory = Type.Object(
  { id: Type.Integer(), name: Type.String(), position: Type.Integer() },
  { $id: 'ContactCategory' },
);
export type ContactCategory = Static<typeof ContactCategory>;

export const CreateContactCategoryBody = Type.Object({
  name: Type.String({ minLength: 1, maxLength: 100 }),
  position: Type.Optional(Type.Integer({ minimum: 0, maximum: 10_000 })),
});
export type CreateContactCategoryBody = Static<typeof CreateContactCategoryBody>;
export const UpdateContactCategoryBody = Type.Partial(CreateContactCategoryBody);
export type UpdateContactCategoryBody = Static<typeof UpdateContactCategoryBody>;

/** A person or organisation on the social map (sociale kaart) of a school or board. */
export const Contact = Type.Object(
  {
    id: Type.Integer(),
    name: Type.String(),
    function: Nullable(Type.String()),
    organisation_name: Nullable(Type.String()),
    email: Nullable(Type.String()),
    phone: Nullable(Type.String()),
    website: Nullable(Type.String()),
    address: Nullable(Type.String()),
    notes: Nullable(Type.String()),
    contact_category_id: Type.Union([Type.Null(), Type.Integer()]),
    category: Type.Union([Type.Null(), Type.Object({ id: Type.Integer(), name: Type.String() })]),
  },
  { $id: 'Contact' },
);
export type Contact = Static<typeof Contact>;

export const CreateContactBody = Type.Object({
  name: Type.String({ minLength: 1, maxLength: 255 }),
  function: Text(255),
  organisation_name: Text(255),
  email: Type.Optional(Type.Union([Type.Null(), Type.String({ format: 'email', maxLength: 255 })])),
  phone: Text(50),
  website: Type.Optional(
    Type.Union([
      Type.Null(),
      Type.String({ maxLength: 2000, pattern: '^[hH][tT][tT][pP][sS]?://[^\\s]+$' }),
    ]),
  ),
  address: Text(500),
  notes: Text(5000),
  contact_category_id: Type.Optional(
    Type.Union([Type.Null(), Type.Integer({ minimum: 1, maximum: 2_147_483_647 })]),
  ),
});
export type CreateContactBody = Static<typeof CreateContactBody>;
export const UpdateContactBody = Type.Partial(CreateContactBody);
export type UpdateContactBody = Static<typeof UpdateContactBody>;

/** Sort columns allowed on the contacts list. */
export const CONTACT_SORT_COLUMNS = SORT_COLUMNS.contacts;

/** Paged contacts: the paginator query plus an optional category filter. */
export const ContactsQuery = Type.Composite([
  PageQuery,
  Type.Object({
    contact_category_id: Type.Optional(Type.Integer({ minimum: 1, maximum: 2_147_483_647 })),
  }),
]);
export type ContactsQuery = Static<typeof ContactsQuery>;
