import { Alert, Badge, Group, List, Stack, Text } from '@mantine/core';
import { IconSparkles } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { FeedbackDraft } from '@sinfxona/domain/schemas/comment-bank';

/**
 * Says the feedback above is an AI draft to check: what it was made from (`note`), the rubric
 * levels it suggests and their score. Nothing is sent until the teacher saves the grade.
 */
export function DraftNotice({ draft, onClose }: { draft: FeedbackDraft; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Alert
      color="yellow"
      variant="light"
      icon={<IconSparkles size={18} />}
      title={t('commentBank.draftTitle')}
      withCloseButton
      closeButtonLabel={t('commentBank.dismiss')}
      onClose={onClose}
      data-testid="draft-notice"
    >
      <Stack gap={6}>
        {draft.source === 'offline' && (
          <Group>
            <Badge size="sm" variant="outline" color="gray">
              {t('commentBank.draftOffline')}
            </Badge>
          </Group>
        )}
        <Text size="xs">{draft.note}</Text>
        {draft.rubric && draft.rubric.length > 0 && (
          <Stack gap={2}>
            <Text size="xs" fw={600}>
              {t('commentBank.draftLevels')}
            </Text>
            <List size="xs" spacing={2}>
              {draft.rubric.map((choice) => (
                <List.Item key={choice.criterionId}>
                  {t('commentBank.draftLevel', { criterion: choice.criterionTitle, level: choice.levelTitle })}
                  {choice.comment && (
                    <Text span size="xs" c="dimmed">
                      {' — '}
                      {choice.comment}
                    </Text>
                  )}
                </List.Item>
              ))}
            </List>
          </Stack>
        )}
        {draft.score !== null && <Text size="xs">{t('commentBank.draftScore', { score: draft.score })}</Text>}
        <Text size="xs" c="dimmed">
          {t('commentBank.draftNotSent')}
        </Text>
      </Stack>
    </Alert>
  );
}
