import {
  AdminOrganisation,
  CreateAdminOrganisationRequest,
  UpdateAdminOrganisationRequest,
} from '@koers/contract';
import {
  adminOrganisationsPage,
  findAdminOrganisation,
} from '../../repositories/admin-organisations.js';
import {
  createOrganisation,
  deleteOrganisation,
  updateOrganisation,
} from '../../repositories/contexts.js';
import { contextAdminRoutes } from './context-routes.js';

/** `/api/admin/organisations`: every board of the installation. */
export default contextAdminRoutes({
  type: 'organisation',
  path: '/organisations',
  tags: ['admin', 'organisations'],
  schemas: {
    entity: AdminOrganisation,
    create: CreateAdminOrganisationRequest,
    update: UpdateAdminOrganisationRequest,
  },
  summaries: {
    list: 'Organisations (paged; search on name and authority number)',
    create: 'Create an organisation',
    read: 'An organisation',
    update: 'Change an organisation',
    delete: 'Delete an organisation (its schools stay, without a board)',
  },
  page: adminOrganisationsPage,
  find: findAdminOrganisation,
  create: (db, { name, authority_number = null, icon_file_id = null }) =>
    createOrganisation(db, { name, authority_number, icon_file_id }),
  update: updateOrganisation,
  remove: deleteOrganisation,
});
