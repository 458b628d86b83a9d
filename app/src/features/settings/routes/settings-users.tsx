import { useSession } from '@/lib/session/use-session';
import { SettingsNotApplicable } from '../components/settings-states';
import { UsersTab } from '../users/users-tab';

/** Gebruikers: the members of the current school or board, their roles and the invitations. */
export default function SettingsUsers() {
  const { context } = useSession();
  if (!context) return <SettingsNotApplicable needs="context" />;
  return <UsersTab context={context} />;
}
