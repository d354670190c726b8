import { Anchor, Button, Group, Stack, Tabs } from '@mantine/core';
import { IconBook, IconMessages, IconPlus, IconSchool, IconUsers, IconVideo } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { SchoolClass } from '@sinfxona/domain/schemas/classes';
import { ClassImportButton } from '@/features/admin/import/components/class-import-dialog';
import { useClass } from '@/features/classes/api/get-class';
import { ClassHeader } from '@/features/classes/components/class-header';
import { ClassRoster } from '@/features/classes/components/class-roster';
import { ClassTeachers } from '@/features/classes/components/class-teachers';
import { LatePolicyCard } from '@/features/late/components/late-policy-card';
import { ClassStream } from '@/features/stream/components/class-stream';
import { TermDownloads } from '@/features/marks/components/term-downloads';
import { GradebookButton } from '@/features/students/components/gradebook-button';
import { StudentProgressModal } from '@/features/submissions/components/student-progress-modal';
import { TaskFormModal } from '@/features/tasks/components/task-form-modal';
import { PagedTaskList } from '@/features/tasks/components/paged-task-list';
import { VideoLibrary } from '@/features/videos/components/video-library';
import { errorMessage } from '@/shared/api/client';
import { CLASS_TAB_PARAM, paths } from '@/shared/config/paths';
import { ErrorState, LoadingState } from '@/shared/ui/states';

const TABS = ['tasks', 'stream', 'videos', 'students', 'teachers'] as const;
type Tab = (typeof TABS)[number];

/**
 * One class for its teachers: its header (code, figures, gradebook, a term's files, edit, archive) and tabs for its
 * tasks, stream (announcements), videos, students (roster) and teachers. An archived class is read-only here, grading aside.
 */
export default function TeacherClassPage() {
  const { t } = useTranslation();
  const { classId = '' } = useParams();
  const schoolClass = useClass(classId);

  if (schoolClass.isPending) return <LoadingState />;
  if (schoolClass.isError) {
    return (
      <Stack>
        <ErrorState
          message={errorMessage(schoolClass.error, t('classes.loadOneFailed'))}
          error={schoolClass.error}
          onRetry={() => void schoolClass.refetch()}
        />
        <Anchor component={Link} to={paths.teacher.classes.getHref()}>
          {t('classes.backToClasses')}
        </Anchor>
      </Stack>
    );
  }
  return <ClassPage schoolClass={schoolClass.data} />;
}

function ClassPage({ schoolClass }: { schoolClass: SchoolClass }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const requested = params.get(CLASS_TAB_PARAM) as Tab | null;
  const tab: Tab = requested && TABS.includes(requested) ? requested : 'tasks';
  const [openStudent, setOpenStudent] = useState<string | null>(null);

  return (
    <Stack>
      <ClassHeader
        schoolClass={schoolClass}
        actions={
          <>
            <GradebookButton classId={schoolClass._id} size="xs" />
            <TermDownloads classId={schoolClass._id} />
          </>
        }
      />
      <Tabs value={tab} onChange={(value) => setParams(value && value !== 'tasks' ? { [CLASS_TAB_PARAM]: value } : {})}>
        {/* One row that scrolls sideways on a phone, rather than three rows of tabs. */}
        <Tabs.List
          aria-label={t('classes.tabsLabel')}
          style={{ flexWrap: 'nowrap', overflowX: 'auto', overflowY: 'hidden' }}
        >
          <Tabs.Tab value="tasks" leftSection={<IconBook size={16} />}>
            {t('classes.tabTasks')}
          </Tabs.Tab>
          <Tabs.Tab value="stream" leftSection={<IconMessages size={16} />}>
            {t('stream.tab')}
          </Tabs.Tab>
          <Tabs.Tab value="videos" leftSection={<IconVideo size={16} />}>
            {t('classes.tabVideos')}
          </Tabs.Tab>
          <Tabs.Tab value="students" leftSection={<IconUsers size={16} />}>
            {t('classes.tabStudents')}
          </Tabs.Tab>
          <Tabs.Tab value="teachers" leftSection={<IconSchool size={16} />}>
            {t('classes.tabTeachers')}
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="tasks" pt="md">
          {tab === 'tasks' && (
            <ClassTasks
              schoolClass={schoolClass}
              onView={(taskId) => void navigate(paths.teacher.submissions.getHref(taskId))}
            />
          )}
        </Tabs.Panel>
        <Tabs.Panel value="stream" pt="md">
          {tab === 'stream' && <ClassStream classId={schoolClass._id} canManage readOnly={schoolClass.archived} />}
        </Tabs.Panel>
        <Tabs.Panel value="videos" pt="md">
          {tab === 'videos' && <VideoLibrary classId={schoolClass._id} inClassPage readOnly={schoolClass.archived} />}
        </Tabs.Panel>
        <Tabs.Panel value="students" pt="md">
          {tab === 'students' && (
            <ClassRoster
              schoolClass={schoolClass}
              onOpenStudent={setOpenStudent}
              addActions={<ClassImportButton classId={schoolClass._id} className={schoolClass.name} />}
            />
          )}
        </Tabs.Panel>
        <Tabs.Panel value="teachers" pt="md">
          {tab === 'teachers' && (
            <ClassTeachers
              schoolClass={schoolClass}
              onLeft={() => void navigate(paths.teacher.classes.getHref(), { replace: true })}
            />
          )}
        </Tabs.Panel>
      </Tabs>
      <StudentProgressModal studentId={openStudent} onClose={() => setOpenStudent(null)} />
    </Stack>
  );
}

/** The class's tasks with View Submissions, Edit and Delete, and New Task straight into this class. */
function ClassTasks({ schoolClass, onView }: { schoolClass: SchoolClass; onView: (taskId: string) => void }) {
  const { t } = useTranslation();
  const [creating, setCreating] = useState(false);
  return (
    <Stack>
      <LatePolicyCard classId={schoolClass._id} policy={schoolClass.latePolicy} readOnly={schoolClass.archived} />
      {!schoolClass.archived && (
        <Group justify="flex-end">
          <Button leftSection={<IconPlus size={16} />} onClick={() => setCreating(true)}>
            {t('tasks.newTask')}
          </Button>
        </Group>
      )}
      <PagedTaskList
        variant="full"
        params={{ classId: schoolClass._id }}
        hideClass
        readOnly={schoolClass.archived}
        onView={(task) => onView(task._id)}
      />
      <TaskFormModal opened={creating} task={null} classId={schoolClass._id} onClose={() => setCreating(false)} />
    </Stack>
  );
}
