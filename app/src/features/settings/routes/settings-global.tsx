import { useOrganisation } from '@/lib/api/organisation';
import { useSchool } from '@/lib/api/school';
import { useSession } from '@/lib/session/use-session';
import { ErrorState, LoadingState } from '@/components/states';
import { SettingsNotApplicable } from '../components/settings-states';
import { GeneralForm } from '../global/general-form';
import '../global/global.css';

/** Algemeen: the details of the current school or board, changed by its admins. */
export default function SettingsGlobal() {
  const { context, user } = useSession();
  const isSchool = context?.contextType === 'school';
  const organisation = useOrganisation(context && !isSchool ? context.id : null);
  const school = useSchool(context && isSchool ? context.id : null);
  const result = isSchool ? school : organisation;

  if (!context) return <SettingsNotApplicable needs="context" />;
  if (result.error && !result.data) return <ErrorState onRetry={() => void result.mutate()} />;
  if (!result.data) return <LoadingState />;

  const mayChangeNumber = user?.admin === true;
  return isSchool && school.data ? (
    <GeneralForm
      key={`school-${school.data.id}`}
      entity={{ kind: 'school', school: school.data }}
      mayChangeNumber={mayChangeNumber}
    />
  ) : organisation.data ? (
    <GeneralForm
      key={`organisation-${organisation.data.id}`}
      entity={{ kind: 'organisation', organisation: organisation.data }}
      mayChangeNumber={mayChangeNumber}
    />
  ) : null;
}
