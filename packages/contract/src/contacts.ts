import { Type, type Static } from '@sinclair/typebox';
import { SORT_COLUMNS } from './constants.js';
import { PageQuery } from './common.js';

const Text = (maxLength: number) =>
  Type.Optional(Type.Union([Type.Null(), Type.String({ maxLength })]));
/** Longest category name. */
export const CONTACT_CATEGORY_NAME_MAX = 100;

/**
 * A phone number as people write it: digits with spaces, dashes, dots, slashes or brackets, an
 * optional leading +, and 3 to 15 digits (E.164's maximum): `0344 612 300`, `+31 (0)344-612300`,
 * `112`.
 */
export const PHONE_PATTERN = '^(?=(?:[^0-9]*[0-9]){3,15}[^0-9]*$)[+]?[0-9(][0-9 ()./-]*[0-9]$';

const Nullable = <T extends ReturnType<typeof Type.String>>(t: T) => Type.Union([Type.Null(), t]);

export const ContactCategory = Type.Object(
  {
    id: Type.Integer(),
    name: Type.String(),
    position: Type.Integer(),
    contact_count: Type.Integer({
      description: 'How many contacts are filed under it: removing it asks where they go.',
    }),
  },
  { $id: 'ContactCategory' },
);
export type ContactCategory = Static<typeof ContactCategory>;

export const CreateContactCategoryBody = Type.Object({
  name: Type.String({
    minLength: 1,
    maxLength: CONTACT_CATEGORY_NAME_MAX,
    description: 'Unique within the context (case-insensitively); surrounding spaces are dropped.',
  }),
  position: Type.Optional(
    Type.Integer({
      minimum: 0,
      maximum: 10_000,
      description: 'Order on the social map; a new category goes last when it is left out.',
    }),
  ),
});
export type CreateContactCategoryBody = Static<typeof CreateContactCategoryBody>;
export const UpdateContactCategoryBody = Type.Partial(CreateContactCategoryBody);
export type UpdateContactCategoryBody = Static<typeof UpdateContactCategoryBody>;

/**
 * `DELETE /api/contact-categories/{id}`: where the category's contacts go. A category with
 * contacts is removed only with a choice: `move` them to another category of the same context
 * (`move_to`), or `clear` their category (they stay on the social map without one).
 */
export const DeleteContactCategoryQuery = Type.Object({
  contacts: Type.Optional(Type.Union([Type.Literal('move'), Type.Literal('clear')])),
  move_to: Type.Optional(Type.Integer({ minimum: 1, maximum: 2_147_483_647 })),
});
export type DeleteContactCategoryQuery = Static<typeof DeleteContactCategoryQuery>;

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
  phone: Type.Optional(
    Type.Union([Type.Null(), Type.String({ maxLength: 50, pattern: PHONE_PATTERN })]),
  ),
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

/** A document whose contact block names a contact (`GET /api/contacts/{id}/documents`). */
export const ContactDocument = Type.Object(
  {
    id: Type.Integer(),
    name: Type.String(),
    period_id: Type.Union([Type.Null(), Type.Integer()]),
  },
  { $id: 'ContactDocument' },
);
export type ContactDocument = Static<typeof ContactDocument>;

/**
 * `DELETE /api/contacts/{id}`: a contact named in documents' contact blocks is removed only with
 * `documents=keep`, which says the caller has seen those documents: their blocks keep the copy of
 * the contact's details they show.
 */
export const DeleteContactQuery = Type.Object({
  documents: Type.Optional(Type.Literal('keep')),
});
export type DeleteContactQuery = Static<typeof DeleteContactQuery>;
