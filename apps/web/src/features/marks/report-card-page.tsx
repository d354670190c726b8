import { useAuth } from '@/shared/auth/auth-store';
import { ReportCardView } from '@/features/marks/components/report-card-view';

/** The signed-in student's report card (tabel) for a term, the current one first. */
export default function ReportCardPage() {
  const studentId = useAuth((state) => state.user?._id ?? '');
  return <ReportCardView studentId={studentId} />;
}
