import { AdminSchool, CreateAdminSchoolRequest, UpdateAdminSchoolRequest } from '@koers/contract';
import { invalid } from '../../lib/errors.js';
import { adminSchoolsPage, findAdminSchool } from '../../repositories/admin-schools.js';
import {
  createSchool,
  deleteSchool,
  organisationExists,
  updateSchool,
} from '../../repositories/contexts.js';
import { contextAdminRoutes } from './context-routes.js';

/**
 * `/api/admin/schools`: every school, with or without a board. Moving a school to another board
 * (or none) is a change of `organisation_id`: its documents, school years and own members go with
 * it, and who reaches it through a board follows from the new board (access is never copied).
 * The audit row of a move says `moved`, with the board it left.
 */
export default contextAdminRoutes({
  type: 'school',
  path: '/schools',
  tags: ['admin', 'schools'],
  schemas: {
    entity: AdminSchool,
    create: CreateAdminSchoolRequest,
    update: UpdateAdminSchoolRequest,
  },
  summaries: {
    list: 'Schools (paged; search on name and BRIN number)',
    create: 'Create a school',
    read: 'A school',
    update: 'Change a school (also move it to another board)',
    delete:
      'Delete a school with its documents, school years, calendar, social map and memberships (users keep their accounts)',
  },
  page: adminSchoolsPage,
  find: findAdminSchool,
  create: (
    db,
    { name, brin_number = null, organisation_id = null, icon_file_id = null, calendar = false },
  ) => createSchool(db, { name, brin_number, organisation_id, icon_file_id, calendar }),
  update: updateSchool,
  remove: deleteSchool,
  // A school's board must exist.
  check: async (db, { organisation_id }) => {
    if (organisation_id != null && !(await organisationExists(db, organisation_id)))
      throw invalid('organisation_id', 'validation.exists');
  },
  changeAction: (before, changes) => (movesBoard(before, changes) ? 'moved' : 'updated'),
  changeDetails: (before, changes) =>
    movesBoard(before, changes) ? { previous_organisation_id: before.organisation_id } : {},
});

/** Whether a change puts the school under another board (or takes it out of its board). */
function movesBoard(
  before: { organisation_id: number | null },
  changes: { organisation_id?: number | null },
): boolean {
  return (
    changes.organisation_id !== undefined && changes.organisation_id !== before.organisation_id
  );
}
