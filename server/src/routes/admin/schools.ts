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

/** `/api/admin/schools`: every school, with or without a board. */
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
    delete: 'Delete a school and its content',
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
});
