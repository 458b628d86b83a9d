import { SchoolsTab } from '../schools/schools-tab';

/** Scholen: every school; create, edit, move to another board and remove them. */
export default function AdminSchools() {
  return <SchoolsTab />;
}
