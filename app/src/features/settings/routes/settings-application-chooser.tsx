import { useSession } from '@/lib/session/use-session';
import { ApplicationsTab } from '../applications/applications-tab';
import { SettingsNotApplicable } from '../components/settings-states';

/** Applicatie-kiezer: the applications linked to the school and where they appear. */
export default function SettingsApplicationChooser() {
  const { context } = useSession();
  if (context?.contextType !== 'school') return <SettingsNotApplicable needs="school" />;
  return <ApplicationsTab schoolId={context.id} />;
}
