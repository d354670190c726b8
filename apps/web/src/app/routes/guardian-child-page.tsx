import { Button, Group, Select, Stack, Tabs, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { errorMessage } from '@/shared/api/client';
import { paths } from '@/shared/config/paths';
import { ConfirmModal } from '@/shared/ui/confirm-modal';
import { ErrorState, LoadingState } from '@/shared/ui/states';
import { toast } from '@/shared/ui/toast';
import { ReportCardView } from '@/features/marks/components/report-card-view';
import { useChildren, useUnlinkChild } from '@/features/guardian/api/guardian-api';
import { ChildGrades, ChildTasks, ChildWeek } from '@/features/guardian/components/child-work';
import '@/shared/i18n/guardian-texts';

/** One child's page: a switcher between the guardian's children, this week, tasks, grades, the report card. */
export default function ChildPage() {
  const { t } = useTranslation();
  const { childId = '' } = useParams();
  const navigate = useNavigate();
  const children = useChildren();
  const unlink = useUnlinkChild();
  const [confirming, setConfirming] = useState(false);

  if (children.isPending) return <LoadingState />;
  if (children.isError)
    return <ErrorState message={t('guardian.children.loadFailed')} onRetry={() => void children.refetch()} />;
  const child = children.data.find((found) => found._id === childId);
  if (!child) return <ErrorState message={t('guardian.child.notFound')} />;

  const remove = async () => {
    try {
      await unlink.mutateAsync(child._id);
      toast(t('guardian.child.unlinked'), { type: 'success' });
      void navigate(paths.guardian.dashboard.getHref());
    } catch (error) {
      toast(errorMessage(error, t('guardian.child.unlink')), { type: 'error' });
    }
  };

  return (
    <Stack>
      <Group justify="space-between" align="flex-end">
        {children.data.length > 1 ? (
          <Select
            label={t('guardian.child.switchLabel')}
            data={children.data.map((found) => ({ value: found._id, label: found.fullName }))}
            value={child._id}
            allowDeselect={false}
            onChange={(value) => value && void navigate(paths.guardian.child.getHref(value))}
            w={{ base: '100%', xs: 280 }}
          />
        ) : (
          <Title order={2} size="h3">
            {child.fullName}
          </Title>
        )}
      </Group>
      <Tabs defaultValue="week" keepMounted={false}>
        <Tabs.List grow>
          <Tabs.Tab value="week">{t('guardian.child.tabs.week')}</Tabs.Tab>
          <Tabs.Tab value="tasks">{t('guardian.child.tabs.tasks')}</Tabs.Tab>
          <Tabs.Tab value="grades">{t('guardian.child.tabs.grades')}</Tabs.Tab>
          <Tabs.Tab value="card">{t('guardian.child.tabs.reportCard')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="week" pt="md">
          <ChildWeek childId={child._id} />
        </Tabs.Panel>
        <Tabs.Panel value="tasks" pt="md">
          <ChildTasks childId={child._id} />
        </Tabs.Panel>
        <Tabs.Panel value="grades" pt="md">
          <ChildGrades childId={child._id} />
        </Tabs.Panel>
        <Tabs.Panel value="card" pt="md">
          <ReportCardView studentId={child._id} />
        </Tabs.Panel>
      </Tabs>
      <Button variant="subtle" color="red" onClick={() => setConfirming(true)} style={{ alignSelf: 'flex-start' }}>
        {t('guardian.child.unlink')}
      </Button>
      <ConfirmModal
        opened={confirming}
        title={t('guardian.child.unlink')}
        confirmLabel={t('guardian.child.unlink')}
        loading={unlink.isPending}
        onConfirm={() => void remove()}
        onClose={() => setConfirming(false)}
      >
        {t('guardian.child.unlinkConfirm', { name: child.fullName })}
      </ConfirmModal>
    </Stack>
  );
}
