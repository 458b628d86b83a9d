import { BoardsTab } from '../boards/boards-tab';

/** Besturen: every board; create, edit, open and remove them. */
export default function AdminOrganisations() {
  return <BoardsTab />;
}
