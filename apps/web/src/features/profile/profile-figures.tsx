import { Card, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Role } from '@sinfxona/domain/constants';
import { useProgress } from '@/shared/api/submissions';
import { useTeacherStats } from '@/shared/api/users';
import { ProgressPanel } from '@/shared/ui/progress-panel';
import { ErrorState, LoadingState } from '@/shared/ui/states';

function TeacherFigures() {
  const { t } = useTranslation();
  const stats = useTeacherStats();
  if (stats.isPending) return <LoadingState />;
  if (stats.isError) return <ErrorState message={t('dashboard.statsFailed')} onRetry={() => void stats.refetch()} />;
  const rows = [
    [t('dashboard.totalTasks'), stats.data.totalTasks],
    [t('dashboard.totalVideos'), stats.data.totalVideos],
    [t('dashboard.totalStudents'), stats.data.totalStudents],
    [t('dashboard.totalSubmissions'), stats.data.totalSubmissions],
    [t('dashboard.gradedSubmissions'), stats.data.gradedSubmissions],
    [t('dashboard.averageScore'), `${stats.data.averageScore}/100`],
  ];
  return (
    <Card withBorder radius="md" padding="lg">
      <Stack gap="xs">
        <Title order={2} size="h4">{t('profile.stats')}</Title>
        {rows.map(([label, value]) => (
          <Group key={String(label)} justify="space-between"><Text>{label}</Text><Text fw={600}>{value}</Text></Group>
        ))}
      </Stack>
    </Card>
  );
}

function StudentFigures() {
  const { t } = useTranslation();
  const progress = useProgress();
  if (progress.isPending) return <LoadingState />;
  if (progress.isError) return <ErrorState message={t('dashboard.progressFailed')} onRetry={() => void progress.refetch()} />;
  return <ProgressPanel progress={progress.data} />;
}

export function ProfileFigures({ role }: { role: Role }) {
  return role === 'teacher' ? <TeacherFigures /> : <StudentFigures />;
}
