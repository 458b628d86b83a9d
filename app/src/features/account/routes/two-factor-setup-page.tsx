import { Button } from '@koers/ui';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { paths } from '@/lib/paths';
import { loadCurrentUser } from '@/lib/session/actions';
import { useSession } from '@/lib/session/use-session';
import { accountMessages as messages } from '../messages';
import { TwoFactorSection } from './two-factor-section';
import '../account.css';

/**
 * Where a user whose board, school or server requires two-step verification lands after the
 * password, until it is on: nothing else of Koers answers their session before that. Once the
 * recovery codes are saved, the user goes on as after any login.
 */
export default function TwoFactorSetupPage() {
  const intl = useIntl();
  const navigate = useNavigate();
  const { logout } = useSession();

  async function done() {
    await loadCurrentUser();
    // The login route's guest-only guard sends the user on (context, home or the admin area).
    await navigate(paths.login.href(), { replace: true });
  }

  return (
    <div className="koers-app-card koers-account">
      <h1>{intl.formatMessage(messages.setupRequiredTitle)}</h1>
      <p className="koers-account__text">{intl.formatMessage(messages.setupRequiredIntro)}</p>
      <TwoFactorSection onDone={() => void done()} />
      <div>
        <Button onPress={() => void logout()}>{intl.formatMessage(messages.logOut)}</Button>
      </div>
    </div>
  );
}
