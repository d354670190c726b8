import { Anchor, Badge, Group, Stack, Tabs, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconSchool, IconUsers } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useClass } from '@/features/classes/api/get-class';
import { ClassRoster } from '@/features/classes/components/class-roster';
import { StudentProgressModal } from '@/features/submissions/components/student-progress-modal';
import { errorMessage } from '@/shared/api/client';
import { CLASS_TAB_PARAM, paths } from '@/shared/config/paths';
import { ErrorState, LoadingState } from '@/shared/ui/states';
import { TeacherAssignment } from '@/features/admin/classes/components/teacher-assignment';
import '@/shared/i18n/admin-texts';

/**
 * One class as the admin manages it: its students (the teacher's roster: add, remove, open a
 * pupil's progress; an admin's add enrols at once) and its teachers.
 */
export default function AdminClassPage() {
  const { t } = useTranslation();
  const { classId = '' } = useParams();
  const schoolClass = useClass(classId);
  const [params, setParams] = useSearchParams();
  const tab = params.get(CLASS_TAB_PARAM) === 'teachers' ? 'teachers' : 'students';
  const [openStudent, setOpenStudent] = useState<string | null>(null);
  const back = (
    <Anchor component={Link} to={paths.admin.classes.getHref()} size="sm" w="fit-content">
      <Group gap={4} component="span">
        <IconArrowLeft size={14} />
        {t('admin.classes.back')}
      </Group>
    </Anchor>
  );

  if (schoolClass.isPending) return <LoadingState />;
  if (schoolClass.isError)
    return (
      <Stack>
        <ErrorState
          message={errorMessage(schoolClass.error, t('classes.loadOneFailed'))}
          error={schoolClass.error}
          onRetry={() => void schoolClass.refetch()}
        />
        {back}
      </Stack>
    );
  const data = schoolClass.data;
  return (
    <Stack>
      {back}
      <Group gap="sm" align="baseline">
        <Title order={2} size="h3">
          {data.name}
        </Title>
        {data.subject && <Text c="dimmed">{data.subject}</Text>}
        {data.archived && (
          <Badge color="gray" variant="light">
            {t('admin.classes.archivedBadge')}
          </Badge>
        )}
      </Group>
      <Tabs value={tab} onChange={(value) => setParams(value === 'teachers' ? { [CLASS_TAB_PARAM]: value } : {})}>
        <Tabs.List aria-label={t('classes.tabsLabel')}>
          <Tabs.Tab value="students" leftSection={<IconUsers size={16} />}>
            {t('admin.classes.tabStudents')} ({data.studentCount})
          </Tabs.Tab>
          <Tabs.Tab value="teachers" leftSection={<IconSchool size={16} />}>
            {t('admin.classes.tabTeachers')} ({data.teachers.length})
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="students" pt="md">
          {tab === 'students' && <ClassRoster schoolClass={data} onOpenStudent={setOpenStudent} />}
        </Tabs.Panel>
        <Tabs.Panel value="teachers" pt="md">
          {tab === 'teachers' && <TeacherAssignment schoolClass={data} />}
        </Tabs.Panel>
      </Tabs>
      <StudentProgressModal studentId={openStudent} onClose={() => setOpenStudent(null)} />
    </Stack>
  );
}
