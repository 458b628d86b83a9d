import { useSession } from '@/lib/session/use-session';
import { SettingsNotApplicable } from '../components/settings-states';
import { ContactCategoriesTab } from '../contact-categories/contact-categories-tab';

/** Sociale kaart: the categories the social map of this context is grouped in. */
export default function SettingsContactCategories() {
  const { context } = useSession();
  if (!context) return <SettingsNotApplicable needs="context" />;
  return <ContactCategoriesTab />;
}
