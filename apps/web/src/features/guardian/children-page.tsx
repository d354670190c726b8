import { Badge, Card, Group, Progress, SimpleGrid, Stack, Text, UnstyledButton } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import type { Child } from '@sinfxona/domain/schemas/guardians';
import { errorMessage } from '@/shared/api/client';
import { paths } from '@/shared/config/paths';
import { MarkBadge } from '@/shared/ui/mark-badge';
import { QueryView } from '@/shared/ui/states';
import { toast } from '@/shared/ui/toast';
import { useChildren, useLinkChild } from '@/features/guardian/api/guardian-api';
import { pendingCode } from '@/shared/guardian-code';
import { AddChildForm } from '@/features/guardian/components/add-child-form';
import '@/shared/i18n/guardian-texts';

function ChildCard({ child }: { child: Child }) {
  const { t } = useTranslation();
  return (
    <UnstyledButton component={Link} to={paths.guardian.child.getHref(child._id)} data-testid="child-card">
      <Card withBorder padding="md" h="100%">
        <Stack gap="xs">
          <Group justify="space-between" wrap="nowrap">
            <Text fw={600}>{child.fullName}</Text>
            <MarkBadge
              score={child.progress.gradedTasks ? child.progress.averageScore : null}
              mark={child.progress.averageMark}
            />
          </Group>
          <Group gap={4}>
            {child.classes.length === 0 ? (
              <Text size="sm" c="dimmed">
                {t('guardian.children.noClasses')}
              </Text>
            ) : (
              child.classes.map((found) => (
                <Badge key={found._id} variant="light">
                  {found.name}
                </Badge>
              ))
            )}
          </Group>
          <Text size="sm">{t('guardian.children.completion', { percent: child.progress.completionPercentage })}</Text>
          <Progress value={child.progress.completionPercentage} aria-hidden />
        </Stack>
      </Card>
    </UnstyledButton>
  );
}

/** The guardian's home: their children (each opens the child's page) and "add a child". */
export default function ChildrenPage() {
  const { t } = useTranslation();
  const children = useChildren();
  const navigate = useNavigate();
  const link = useLinkChild();
  const tried = useRef(false);
  // A code from the pupil's shared link (/register?guardian=CODE), used right after sign-up.
  useEffect(() => {
    if (tried.current) return;
    tried.current = true;
    const code = pendingCode.take();
    if (!code) return;
    link.mutate(code, {
      onSuccess: (child) => {
        toast(t('guardian.children.added', { name: child.fullName }), { type: 'success' });
        void navigate(paths.guardian.child.getHref(child._id));
      },
      onError: (error) => toast(errorMessage(error, t('guardian.children.addFailed')), { type: 'error' }),
    });
  }, [link, navigate, t]);

  return (
    <Stack>
      <QueryView
        query={children}
        errorMessage={t('guardian.children.loadFailed')}
        empty={children.data?.length === 0}
        emptyMessage={t('guardian.children.empty')}
      >
        {(list) => (
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
            {list.map((child) => (
              <ChildCard key={child._id} child={child} />
            ))}
          </SimpleGrid>
        )}
      </QueryView>
      <AddChildForm onAdded={(childId) => void navigate(paths.guardian.child.getHref(childId))} />
    </Stack>
  );
}
