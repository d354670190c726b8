import { Button, Group, SegmentedControl, SimpleGrid, Stack } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { SchoolClass } from '@sinfxona/domain/schemas/classes';
import { useClasses } from '@/shared/classes/get-classes';
import { CLASS_VIEW_PARAM, CREATE_CLASS_PARAM } from '@/shared/config/paths';
import { EmptyState, QueryView } from '@/shared/ui/states';
import { ClassCard } from '@/features/classes/components/class-card';
import { ClassFormModal } from '@/features/classes/components/class-form-modal';
import { CreateFirstClass } from '@/features/classes/components/create-first-class';

type View = 'active' | 'archived';

/**
 * The teacher's classes (docs/architecture.md §4 "Classes"): a card per class with its figures and
 * join code, create and edit, archive — and the archive, to look back or restore.
 */
export default function TeacherClassesPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const view: View = params.get(CLASS_VIEW_PARAM) === 'archived' ? 'archived' : 'active';
  const classes = useClasses(view === 'archived');
  const [editing, setEditing] = useState<SchoolClass | null>(null);
  const creating = params.get(CREATE_CLASS_PARAM) === '1';

  const setView = (next: View) => setParams(next === 'archived' ? { [CLASS_VIEW_PARAM]: 'archived' } : {});
  const setCreating = (open: boolean) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (open) next.set(CREATE_CLASS_PARAM, '1');
      else next.delete(CREATE_CLASS_PARAM);
      return next;
    });

  return (
    <Stack>
      <Group justify="space-between" wrap="wrap" gap="sm">
        <SegmentedControl
          value={view}
          onChange={(value) => setView(value as View)}
          aria-label={t('classes.viewLabel')}
          data={[
            { value: 'active', label: t('classes.active') },
            { value: 'archived', label: t('classes.archived') },
          ]}
        />
        {/* With no class yet, the page itself is the one call to create the first. */}
        {view === 'active' && (classes.data?.length ?? 0) > 0 && (
          <Button leftSection={<IconPlus size={16} />} onClick={() => setCreating(true)}>
            {t('classes.newClass')}
          </Button>
        )}
      </Group>
      <QueryView query={classes} errorMessage={t('classes.loadFailed')}>
        {(list) =>
          list.length === 0 ? (
            view === 'active' ? (
              <CreateFirstClass />
            ) : (
              <EmptyState message={t('classes.emptyArchived')} />
            )
          ) : (
            <SimpleGrid cols={{ base: 1, sm: 2, xl: 3 }}>
              {list.map((schoolClass) => (
                <ClassCard key={schoolClass._id} schoolClass={schoolClass} onEdit={() => setEditing(schoolClass)} />
              ))}
            </SimpleGrid>
          )
        }
      </QueryView>
      <ClassFormModal
        opened={creating || editing !== null}
        schoolClass={editing}
        onClose={() => {
          setEditing(null);
          if (creating) setCreating(false);
        }}
      />
    </Stack>
  );
}
