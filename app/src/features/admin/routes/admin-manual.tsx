import { ManualPage } from '../manuals/manual-page';

/** One manual, or a new one: title, description, video and text. */
export default function AdminManual() {
  return <ManualPage />;
}
