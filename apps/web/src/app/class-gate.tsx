import { Outlet } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useAuth } from '@/shared/auth/auth-store';
import { useClasses } from '@/shared/classes/get-classes';
import { QueryView } from '@/shared/ui/states';
import { CreateFirstClass } from '@/features/classes/components/create-first-class';
import { JoinClassCard } from '@/features/classes/components/join-class-card';

/**
 * The screens whose content lives in classes (dashboard, tasks, submissions, videos, students):
 * a user with no active class gets one clear call instead of empty or broken pages — a teacher to
 * create their first class, a student to join one with the code from their teacher.
 */
export default function ClassGate() {
  const { t } = useTranslation();
  const role = useAuth((state) => state.user?.role);
  const classes = useClasses();
  return (
    <QueryView query={classes} errorMessage={t('classes.loadFailed')}>
      {(list) => (list.length > 0 ? <Outlet /> : role === 'teacher' ? <CreateFirstClass /> : <JoinClassCard first />)}
    </QueryView>
  );
}
