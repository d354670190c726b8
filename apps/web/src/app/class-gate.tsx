import { lazy, Suspense } from 'react';
import { Outlet } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useAuth } from '@/shared/auth/auth-store';
import { useClasses } from '@/shared/classes/get-classes';
import { LoadingState, QueryView } from '@/shared/ui/states';

// The first-class forms (and the form and validation libraries they bring) are drawn only for a
// user in no class yet, so they load on that path alone, not with every signed-in screen.
const CreateFirstClass = lazy(() =>
  import('@/features/classes/components/create-first-class').then((module) => ({ default: module.CreateFirstClass })),
);
const JoinClassCard = lazy(() =>
  import('@/features/classes/components/join-class-card').then((module) => ({ default: module.JoinClassCard })),
);

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
      {(list) =>
        list.length > 0 ? (
          <Outlet />
        ) : (
          <Suspense fallback={<LoadingState />}>
            {role === 'teacher' ? <CreateFirstClass /> : <JoinClassCard first />}
          </Suspense>
        )
      }
    </QueryView>
  );
}
