import { RosterImport } from './components/roster-import';
import '@/shared/i18n/admin-texts';

const SCHOOL = { kind: 'school' } as const;

/** The admin's roster import: the school's pupils from its XLSX or CSV list, into the classes it names. */
export default function ImportPage() {
  return <RosterImport target={SCHOOL} />;
}
