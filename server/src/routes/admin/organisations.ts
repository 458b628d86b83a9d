import {
  AdminOrganisation,
  CreateAdminOrganisationRequest,
  UpdateAdminOrganisationRequest,
} from '@koers/contract';
import { invalid } from '../../lib/errors.js';
import {
  adminOrganisationsPage,
  findAdminOrganisation,
  organisationWithAuthorityNumber,
} from '../../repositories/admin-organisations.js';
import {
  createOrganisation,
  deleteOrganisation,
  updateOrganisation,
} from '../../repositories/contexts.js';
import { contextAdminRoutes } from './context-routes.js';

/**
 * `/api/admin/organisations`: every board of the installation. An authority number names one
 * board (DUO's bevoegd gezag): a second board with the same number is refused, naming the first.
 */
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
    delete:
      'Delete an organisation with its documents, contacts and memberships (its schools stay, without a board; users keep their accounts)',
  },
  page: adminOrganisationsPage,
  find: findAdminOrganisation,
  create: (db, { name, authority_number = null, icon_file_id = null }) =>
    createOrganisation(db, { name, authority_number, icon_file_id }),
  update: updateOrganisation,
  remove: deleteOrganisation,
  check: async (db, { authority_number }, id) => {
    if (authority_number == null) return;
    const other = await organisationWithAuthorityNumber(db, authority_number, id);
    if (other)
      throw invalid('authority_number', 'organisations.authority_number_taken', {
        name: other.name,
        number: authority_number,
      });
  },
});
