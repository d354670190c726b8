import { Anchor, Box, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import {
  IconAlertTriangle,
  IconFileCheck,
  IconSchool,
  IconUserQuestion,
  IconUsers,
  IconUserStar,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { NO_CLASS, type SchoolStats } from '@sinfxona/domain/schemas/admin';
import { paths } from '@/shared/config/paths';
import { MarkDistributionLine } from '@/shared/ui/mark-distribution';
import { FigureCard } from '@/features/admin/dashboard/components/figure-card';

/**
 * The school's figures, each a link to the list it counts; the two that ask the admin to act (a
 * class nobody teaches, a pupil in no class) stand apart, orange while they are not zero.
 */
export function SchoolFigures({ stats }: { stats: SchoolStats }) {
  const { t } = useTranslation();
  const { people, classes } = paths.admin;
  const warn = (value: number) => (value > 0 ? 'orange' : 'teal');
  return (
    <Stack gap="lg">
      <section aria-labelledby="school-figures">
        <Title order={2} size="h4" id="school-figures" mb="sm">
          {t('admin.dashboard.figures')}
        </Title>
        <SimpleGrid cols={{ base: 2, md: 4 }} spacing={{ base: 'sm', sm: 'md' }}>
          <FigureCard
            testId="figure-classes"
            label={t('admin.dashboard.classes')}
            value={stats.classes}
            icon={IconSchool}
            to={classes.getHref()}
          />
          <FigureCard
            testId="figure-teachers"
            label={t('admin.dashboard.teachers')}
            value={stats.teachers}
            icon={IconUserStar}
            to={people.getHref({ role: 'teacher', active: 'true' })}
          />
          <FigureCard
            testId="figure-students"
            label={t('admin.dashboard.students')}
            value={stats.students}
            icon={IconUsers}
            to={people.getHref({ role: 'student', active: 'true' })}
          />
          <FigureCard
            testId="figure-submissions"
            label={t('admin.dashboard.submissionsThisWeek')}
            value={stats.submissionsThisWeek}
            icon={IconFileCheck}
            hint={t('admin.dashboard.submissionsHint')}
          />
        </SimpleGrid>
        <Anchor
          component={Link}
          to={people.getHref({ role: 'admin', active: 'true' })}
          size="sm"
          mt="xs"
          display="inline-block"
        >
          {t('admin.dashboard.adminsCount', { count: stats.admins })}
        </Anchor>
        <Box mt="sm">
          <MarkDistributionLine marks={stats.marks} />
        </Box>
      </section>
      <section aria-labelledby="school-attention">
        <Title order={2} size="h4" id="school-attention" mb="sm">
          {t('admin.dashboard.attention')}
        </Title>
        <SimpleGrid cols={2} spacing={{ base: 'sm', sm: 'md' }}>
          <FigureCard
            testId="figure-no-teacher"
            label={t('admin.dashboard.classesWithoutTeacher')}
            value={stats.classesWithoutTeacher}
            icon={IconAlertTriangle}
            color={warn(stats.classesWithoutTeacher)}
            to={classes.getHref({ noTeacher: true })}
          />
          <FigureCard
            testId="figure-no-class"
            label={t('admin.dashboard.studentsInNoClass')}
            value={stats.studentsInNoClass}
            icon={IconUserQuestion}
            color={warn(stats.studentsInNoClass)}
            to={people.getHref({ role: 'student', active: 'true', classId: NO_CLASS })}
          />
        </SimpleGrid>
        {stats.classesWithoutTeacher === 0 && stats.studentsInNoClass === 0 && (
          <Text size="sm" c="dimmed" mt="xs">
            {t('admin.dashboard.allAssigned')}
          </Text>
        )}
      </section>
    </Stack>
  );
}
