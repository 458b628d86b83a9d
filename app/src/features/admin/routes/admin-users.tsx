import { UsersTab } from '../users/users-tab';

/** Gebruikers: search every account, create one, open a user's page. */
export default function AdminUsers() {
  return <UsersTab />;
}
