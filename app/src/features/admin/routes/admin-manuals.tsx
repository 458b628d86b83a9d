import { ManualsTab } from '../manuals/manuals-tab';

/** Handleidingen: every manual in the order users see them; create, edit, reorder, remove. */
export default function AdminManuals() {
  return <ManualsTab />;
}
