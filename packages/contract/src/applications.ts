import { Type, type Static } from '@sinclair/typebox';
import { FileRef } from './files.js';

/** Header icon buttons by type; applications without a type go into the chooser grid. */
export const APPLICATION_TYPES = ['tasks', 'webmail', 'student-tracking-system', 'other'] as const;
export type ApplicationType = (typeof APPLICATION_TYPES)[number];

const ApplicationTypeSchema = Type.Union([
  Type.Null(),
  ...APPLICATION_TYPES.map((t) => Type.Literal(t)),
]);
const HttpUrl = Type.String({
  maxLength: 2000,
  pattern: '^[hH][tT][tT][pP][sS]?://[^\\s]+$',
  description: 'http(s) URL',
});

export const Application = Type.Object(
  {
    id: Type.Integer(),
    name: Type.String(),
    url: Type.String(),
    type: ApplicationTypeSchema,
    icon: Type.Union([Type.Null(), FileRef]),
  },
  { $id: 'Application' },
);
export type Application = Static<typeof Application>;

export const CreateApplicationBody = Type.Object({
  name: Type.String({ minLength: 1, maxLength: 100 }),
  url: HttpUrl,
  type: Type.Optional(ApplicationTypeSchema),
  /** An uploaded icon (POST /api/files?purpose=icon). */
  icon_file_id: Type.Optional(
    Type.Union([Type.Null(), Type.Integer({ minimum: 1, maximum: 2_147_483_647 })]),
  ),
});
export type CreateApplicationBody = Static<typeof CreateApplicationBody>;
export const UpdateApplicationBody = Type.Partial(CreateApplicationBody);
export type UpdateApplicationBody = Static<typeof UpdateApplicationBody>;

/**
 * `PUT /api/schools/{id}/applications/order` (the school's managers): every application of the
 * school once, in the new order. The header's icon buttons and the chooser follow that order.
 */
export const ReorderApplicationsBody = Type.Object({
  ids: Type.Array(Type.Integer({ minimum: 1, maximum: 2_147_483_647 }), { maxItems: 500 }),
});
export type ReorderApplicationsBody = Static<typeof ReorderApplicationsBody>;
