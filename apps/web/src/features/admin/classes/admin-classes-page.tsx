import { SegmentedControl, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { SchoolClass } from '@sinfxona/domain/schemas/classes';
import { useClasses } from '@/shared/classes/get-classes';
import { ADMIN_CLASS_FILTER_PARAM, NO_TEACHER_FILTER } from '@/shared/config/paths';
import { Dialog } from '@/shared/ui/dialog';
import { QueryView } from '@/shared/ui/states';
import { ArchiveDialog } from '@/features/admin/classes/components/archive-dialog';
import { ClassRows, type ClassAction } from '@/features/admin/classes/components/class-rows';
import { TeacherAssignment } from '@/features/admin/classes/components/teacher-assignment';
import '@/shared/i18n/admin-texts';

type View = 'active' | 'archived' | typeof NO_TEACHER_FILTER;

/**
 * Every class of the school (an admin's class list is the school's): active, archived, or only
 * those nobody teaches; assign teachers, archive or restore, open one.
 */
export default function AdminClassesPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const requested = params.get(ADMIN_CLASS_FILTER_PARAM);
  const view: View = requested === 'archived' || requested === NO_TEACHER_FILTER ? requested : 'active';
  const classes = useClasses(view === 'archived');
  const [teachersOf, setTeachersOf] = useState<string | null>(null);
  const [archiving, setArchiving] = useState<SchoolClass | null>(null);
  const all = classes.data ?? [];
  const shown = view === NO_TEACHER_FILTER ? all.filter((item) => item.teachers.length === 0) : all;
  // The dialog shows the class as the list now has it, so an added teacher appears at once.
  const managed = all.find((item) => item._id === teachersOf) ?? null;

  const onAction = (action: ClassAction, schoolClass: SchoolClass) => {
    if (action === 'teachers') setTeachersOf(schoolClass._id);
    else setArchiving(schoolClass);
  };

  return (
    <Stack>
      <div>
        <Text size="sm" fw={500} mb={4} id="class-view-label">
          {t('admin.classes.view')}
        </Text>
        <SegmentedControl
          aria-labelledby="class-view-label"
          value={view}
          onChange={(value) =>
            setParams(value === 'active' ? {} : { [ADMIN_CLASS_FILTER_PARAM]: value }, { replace: true })
          }
          data={[
            { value: 'active', label: t('admin.classes.active') },
            { value: NO_TEACHER_FILTER, label: t('admin.classes.noTeacher') },
            { value: 'archived', label: t('admin.classes.archived') },
          ]}
        />
      </div>
      <QueryView
        query={classes}
        errorMessage={t('admin.classes.loadFailed')}
        empty={shown.length === 0}
        emptyMessage={
          view === 'archived'
            ? t('admin.classes.emptyArchived')
            : view === NO_TEACHER_FILTER
              ? t('admin.classes.emptyNoTeacher')
              : t('admin.classes.empty')
        }
      >
        <ClassRows classes={shown} onAction={onAction} />
      </QueryView>
      <Dialog
        opened={managed !== null}
        onClose={() => setTeachersOf(null)}
        title={managed ? t('admin.classes.teachersTitle', { name: managed.name }) : ''}
        centered
      >
        {managed && <TeacherAssignment schoolClass={managed} />}
      </Dialog>
      <ArchiveDialog schoolClass={archiving} onClose={() => setArchiving(null)} />
    </Stack>
  );
}
