import { ActionIcon, Badge, Box, Button, Card, Grid, Group, Stack, Text, Title } from '@mantine/core';
import { getHotkeyHandler, useMediaQuery } from '@mantine/hooks';
import { IconArrowBackUp, IconArrowsMaximize, IconArrowsMinimize } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@sinfxona/domain/rules/format';
import type { Submission } from '@sinfxona/domain/schemas/submissions';
import { ClassBadge } from '@/shared/classes/class-badge';
import { MarkBadge } from '@/shared/ui/mark-badge';
import { AttemptHistory } from './attempt-history';
import { CommentThread } from './comment-thread';
import { FilePreview } from './file-preview';
import { GradeFields, useGradeForm } from './grade-modal';
import { ReturnForm } from './return-form';
import { RubricGrading } from '@/shared/rubrics/rubric-grading';
import { GradeBreakdown } from '@/shared/late/grade-breakdown';
import { LatePreview } from '@/shared/late/late-preview';
import '@/shared/i18n/comment-bank-texts';

/** One piece of work in the grading queue: the file and answer beside the grade (or return) form. */
export function QueueItem({
  submission,
  onGraded,
  onReturned,
}: {
  submission: Submission;
  onGraded: (graded: Submission) => void;
  onReturned: (returned: Submission) => void;
}) {
  const { t } = useTranslation();
  const [returning, setReturning] = useState(false);
  const { form, save, failure, saving, suggested, onDraft } = useGradeForm(submission, onGraded);
  // On a phone the file starts compact, so the score and feedback are on the same screen; it expands on demand.
  const phone = useMediaQuery('(max-width: 62em)') ?? false;
  const [expanded, setExpanded] = useState(false);
  const compact = phone && !expanded;

  return (
    <>
      <Grid.Col span={{ base: 12, md: 7 }}>
        <Card withBorder radius="md" padding={phone ? 'xs' : 'md'}>
          <Stack gap="sm">
            {/* Expanded, the viewer is the finger's: zooming or panning it turns no page (hooks/use-swipe.ts). */}
            <Box pos="relative">
              <Box
                mah={compact ? '30vh' : undefined}
                style={{ overflow: compact ? 'auto' : undefined }}
                data-no-swipe={expanded || undefined}
                data-testid="queue-file"
              >
                <FilePreview url={submission.fileUrl} fileName={submission.fileName} />
              </Box>
              {phone && (
                <ActionIcon
                  pos="absolute"
                  top={0}
                  right={0}
                  variant="light"
                  aria-label={expanded ? t('commentBank.desk.collapseFile') : t('commentBank.desk.expandFile')}
                  title={expanded ? t('commentBank.desk.collapseFile') : t('commentBank.desk.expandFile')}
                  aria-expanded={expanded}
                  onClick={() => setExpanded((open) => !open)}
                >
                  {expanded ? <IconArrowsMinimize size={18} /> : <IconArrowsMaximize size={18} />}
                </ActionIcon>
              )}
            </Box>
            {submission.textResponse && (
              <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
                <b>{t('submissions.textAnswer')}:</b> {submission.textResponse}
              </Text>
            )}
          </Stack>
        </Card>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 5 }}>
        <Stack>
          <Card withBorder radius="md" padding="md">
            <Stack gap="sm">
              <Stack gap={4}>
                <Title order={2} size={phone ? 'h5' : 'h4'}>
                  {submission.studentName}
                </Title>
                <Text size="sm">{submission.taskTitle}</Text>
                <Group gap={6}>
                  <ClassBadge name={submission.className} size="sm" />
                  <Badge variant="outline" size="sm">
                    {t('workflow.attemptN', { n: submission.attempt })}
                  </Badge>
                  {submission.isLate && (
                    <Badge color="orange" variant="light" size="sm">
                      {t('status.late')}
                    </Badge>
                  )}
                  {submission.status === 'returned' && (
                    <Badge color="orange" variant="outline" size="sm">
                      {t('status.returned')}
                    </Badge>
                  )}
                  {submission.isGraded && submission.score !== null && (
                    <MarkBadge score={submission.score} mark={submission.mark} size="sm" />
                  )}
                </Group>
                <Text size="xs" c="dimmed">
                  {t('submissions.submittedAt', { time: formatDateTime(submission.submittedAt) })}
                </Text>
                <GradeBreakdown submission={submission} />
              </Stack>
              {returning ? (
                <ReturnForm submission={submission} onReturned={onReturned} onCancel={() => setReturning(false)} />
              ) : (
                <form onSubmit={save} noValidate onKeyDown={getHotkeyHandler([['mod+Enter', () => save()]])}>
                  <Stack>
                    <RubricGrading
                      taskId={submission.taskId._id}
                      form={form}
                      initial={submission.rubricResult}
                      suggested={suggested}
                    />
                    <GradeFields form={form} failure={failure} submission={submission} onDraft={onDraft} />
                    <LatePreview submission={submission} value={form.values.score} />
                    <Group justify="space-between">
                      <Button
                        variant="subtle"
                        color="orange"
                        leftSection={<IconArrowBackUp size={16} />}
                        onClick={() => setReturning(true)}
                        disabled={submission.status === 'returned'}
                      >
                        {t('workflow.returnAction')}
                      </Button>
                      <Button type="submit" loading={saving}>
                        {t('workflow.saveNext')}
                      </Button>
                    </Group>
                  </Stack>
                </form>
              )}
            </Stack>
          </Card>
          <Card withBorder radius="md" padding="md">
            <Stack>
              <AttemptHistory submission={submission} />
              <CommentThread submissionId={submission._id} />
            </Stack>
          </Card>
        </Stack>
      </Grid.Col>
    </>
  );
}
