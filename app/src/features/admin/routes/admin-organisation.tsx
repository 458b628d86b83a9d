import { BoardPage } from '../boards/board-page';

/** One board: its details, schools and members. */
export default function AdminOrganisation() {
  return <BoardPage />;
}
