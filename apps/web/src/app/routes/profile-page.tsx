import { lazy, Suspense } from 'react';
import { Grid, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { TeacherStatsSummary } from '@/features/dashboard/components/teacher-stats-summary';
import { ProfileCard } from '@/features/profile/components/profile-card';
import { ProfileForm } from '@/features/profile/components/profile-form';
import { SessionList } from '@/features/profile/components/session-list';
import { NotificationSettings } from '@/features/notifications/components/notification-settings';
import { ProgressSummary } from '@/features/submissions/components/progress-summary';
import { useAuth } from '@/shared/auth/auth-store';

// Only a pupil's profile shows it: its own chunk.
const MyGuardiansCard = lazy(() => import('@/features/guardian/components/my-guardians-card'));

/** Every role's profile (SPEC §2): who they are, their figures (a teacher's or a student's), and the edit form. */
export default function ProfilePage() {
  const { t } = useTranslation();
  const user = useAuth((state) => state.user)!;
  return (
    <Grid>
      <Grid.Col span={{ base: 12, md: 5 }}>
        <Stack>
          <ProfileCard user={user} />
          {user.role === 'teacher' && <TeacherStatsSummary title={t('profile.stats')} />}
          {user.role === 'student' && <ProgressSummary />}
          {user.role === 'student' && (
            <Suspense fallback={null}>
              <MyGuardiansCard />
            </Suspense>
          )}
        </Stack>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 7 }}>
        <Stack>
          <ProfileForm user={user} />
          <NotificationSettings />
          <SessionList />
        </Stack>
      </Grid.Col>
    </Grid>
  );
}
