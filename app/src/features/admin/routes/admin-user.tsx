import { UserPage } from '../users/user-page';

/** One user: details, memberships, mails, blocking, super admin rights and sessions. */
export default function AdminUser() {
  return <UserPage />;
}
