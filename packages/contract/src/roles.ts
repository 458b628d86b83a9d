import { Type, type Static } from '@sinclair/typebox';

/** A role a member holds in a school or organisation; the rank decides what they may do (SPEC §6). */
export const Role = Type.Object(
  {
    id: Type.Integer(),
    name: Type.String(),
    rank: Type.Integer({ description: 'Manager from 10, admin from 15.' }),
  },
  { $id: 'Role' },
);
export type Role = Static<typeof Role>;
