import { Type, type Static } from '@sinclair/typebox';
import { Id } from './common.js';
import { DocumentStatusSchema } from './documents.js';

const IsoDate = Type.String({ format: 'date', description: 'YYYY-MM-DD' });

/** A school year (or another period) of a school; start_at and end_at are inclusive dates. */
export const Period = Type.Object(
  {
    id: Type.Integer(),
    name: Type.String(),
    start_at: IsoDate,
    end_at: IsoDate,
    documents: Type.Array(
      Type.Object({
        id: Type.Integer(),
        name: Type.String(),
        type: Type.String(),
        status: DocumentStatusSchema,
      }),
    ),
  },
  { $id: 'Period' },
);
export type Period = Static<typeof Period>;

const periodFields = {
  name: Type.String({ minLength: 1, maxLength: 100 }),
  start_at: IsoDate,
  end_at: IsoDate,
};

export const CreatePeriodBody = Type.Object({
  ...periodFields,
  carry_documents: Type.Optional(
    Type.Array(Id, {
      maxItems: 50,
      uniqueItems: true,
      description:
        "Documents of the school's other years to carry into the new year: each is copied with its content into it (its name's school year follows, see carriedDocumentName).",
    }),
  ),
});
export type CreatePeriodBody = Static<typeof CreatePeriodBody>;

export const UpdatePeriodBody = Type.Partial(Type.Object(periodFields));
export type UpdatePeriodBody = Static<typeof UpdatePeriodBody>;

/**
 * `DELETE /api/periods/{id}`: what happens to the school year's documents. A year with documents
 * is removed only with a choice: `move` them to another school year of the school (`move_to`), or
 * `delete` them with it. A jaarplan never silently loses its year (it would read as a schoolplan).
 */
export const DeletePeriodQuery = Type.Object({
  documents: Type.Optional(Type.Union([Type.Literal('move'), Type.Literal('delete')])),
  move_to: Type.Optional(Id),
});
export type DeletePeriodQuery = Static<typeof DeletePeriodQuery>;

/**
 * The name of a document carried into a new school year: a school year in its name
 * ("Jaarplan 2026-2027", "2026/2027", "2026–2027") becomes the new year's ("Jaarplan 2027-2028");
 * a name without one stays as it is.
 */
export function carriedDocumentName(name: string, startYear: number, endYear: number): string {
  return name.replace(
    /\b(\d{4})(\s*[-–/]\s*)(\d{4})\b/g,
    (match, from: string, sep: string, to: string) =>
      Number(to) === Number(from) + 1 ? `${startYear}${sep}${endYear}` : match,
  );
}
