import { readStored, STORAGE_KEYS } from '@/lib/session/storage';
import { initialLocale, readLocaleConfig } from './config';
import { loadMessages } from './messages';

// Imported first by main.tsx, so this runs before React and the router are evaluated: the
// messages of the starting locale are fetched alongside that work instead of after it. The locale
// middleware then finds them loaded or in flight (loadMessages shares one request per locale).
void loadMessages(initialLocale(readStored(STORAGE_KEYS.locale), readLocaleConfig()));
