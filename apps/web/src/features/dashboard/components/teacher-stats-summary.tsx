import { Card, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { MarkBadge } from '@/shared/ui/mark-badge';
import { MarkDistributionLine } from '@/shared/ui/mark-distribution';
import { QueryView } from '@/shared/ui/states';
import { useTeacherStats } from '@/features/dashboard/api/get-teacher-stats';

/** The teacher's figures as a titled list (the profile's stats). */
export function TeacherStatsSummary({ title }: { title: string }) {
  const { t } = useTranslation();
  const stats = useTeacherStats();
  return (
    <QueryView query={stats} errorMessage={t('dashboard.statsFailed')}>
      {(data) => {
        const rows = [
          [t('dashboard.totalTasks'), data.totalTasks],
          [t('dashboard.totalVideos'), data.totalVideos],
          [t('dashboard.totalStudents'), data.totalStudents],
          [t('dashboard.totalSubmissions'), data.totalSubmissions],
          [t('dashboard.gradedSubmissions'), data.gradedSubmissions],
          [
            t('dashboard.averageScore'),
            data.averageMark === null ? (
              `${data.averageScore}/100`
            ) : (
              <MarkBadge score={data.averageScore} mark={data.averageMark} size="sm" />
            ),
          ],
        ];
        return (
          <Card withBorder radius="md" padding="lg">
            <Stack gap="xs">
              <Title order={2} size="h4">
                {title}
              </Title>
              {rows.map(([label, value]) => (
                <Group key={String(label)} justify="space-between">
                  <Text>{label}</Text>
                  <Text fw={600}>{value}</Text>
                </Group>
              ))}
              <MarkDistributionLine marks={data.marks} />
            </Stack>
          </Card>
        );
      }}
    </QueryView>
  );
}
