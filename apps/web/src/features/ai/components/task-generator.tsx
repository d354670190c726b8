import { Alert, Badge, Button, Card, Grid, Group, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconCheck, IconCopy, IconDeviceFloppy, IconSparkles } from '@tabler/icons-react';
import { useState } from 'react';
import Markdown from 'react-markdown';
import { useTranslation } from 'react-i18next';
import { DIFFICULTIES } from '@sinfxona/domain/constants';
import { aiGenerateInput, type AiGeneratedTask } from '@sinfxona/domain/schemas/ai';
import { errorMessage } from '@/shared/api/client';
import { currentLanguage } from '@/shared/i18n/i18n';
import { useClipboardCopy } from '@/shared/ui/use-clipboard-copy';
import { zodValidate } from '@/shared/ui/zod-form';
import { useGenerateTask } from '@/features/ai/api/generate-task';

/** The teacher's AI task generator: topic and difficulty in, a task draft out, to copy or to save as a task. */
export function TaskGenerator({ onSaveAsTask }: { onSaveAsTask: (draft: AiGeneratedTask) => void }) {
  const { t } = useTranslation();
  const generate = useGenerateTask();
  const [result, setResult] = useState<AiGeneratedTask | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const clipboard = useClipboardCopy();
  const form = useForm<{ subject: string; difficulty: string | null; gradeLevel: string }>({
    initialValues: { subject: '', difficulty: null, gradeLevel: '' },
    validate: zodValidate(aiGenerateInput),
  });

  const submit = form.onSubmit(async (values) => {
    setFailure(null);
    try {
      setResult(
        await generate.mutateAsync({
          ...aiGenerateInput.parse(values),
          language: currentLanguage(),
        }),
      );
    } catch (error) {
      setFailure(errorMessage(error, t('ai.generateFailed')));
    }
  });

  const copyText = async () => {
    if (result) await clipboard.copy(`${result.title}\n\n${result.generatedTask}`);
  };

  return (
    <Grid>
      <Grid.Col span={{ base: 12, md: 4 }}>
        <Card withBorder radius="md" padding="lg">
          <form onSubmit={submit} noValidate>
            <Stack>
              <TextInput
                label={t('ai.topic')}
                placeholder={t('ai.topicPlaceholder')}
                required
                {...form.getInputProps('subject')}
              />
              <Select
                label={t('ai.difficulty')}
                placeholder={t('ai.difficultyPlaceholder')}
                required
                data={DIFFICULTIES.map((value) => ({ value, label: t(`ai.levels.${value}`) }))}
                {...form.getInputProps('difficulty')}
              />
              <TextInput
                label={t('ai.gradeLevel')}
                description={t('common.optional')}
                placeholder={t('ai.gradeLevelPlaceholder')}
                {...form.getInputProps('gradeLevel')}
              />
              <Button type="submit" leftSection={<IconSparkles size={16} />} loading={generate.isPending}>
                {t('ai.generate')}
              </Button>
            </Stack>
          </form>
        </Card>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 8 }}>
        <Card withBorder radius="md" padding="lg" mih={300}>
          {failure && (
            <Alert color="red" role="alert" mb="md">
              {failure}
            </Alert>
          )}
          {result ? (
            <Stack>
              <Group justify="space-between" wrap="wrap">
                <Group gap="xs">
                  <Title order={2} size="h3" data-testid="generated-title">
                    {result.title}
                  </Title>
                  {result.source === 'offline' && (
                    <Badge variant="light" color="gray">
                      {t('ai.offlineBadge')}
                    </Badge>
                  )}
                </Group>
                <Group gap="xs">
                  <Button
                    variant="default"
                    leftSection={clipboard.state === 'copied' ? <IconCheck size={16} /> : <IconCopy size={16} />}
                    onClick={() => void copyText()}
                  >
                    {clipboard.state === 'copied' ? t('common.copied') : t('ai.copy')}
                  </Button>
                  <Button leftSection={<IconDeviceFloppy size={16} />} onClick={() => onSaveAsTask(result)}>
                    {t('ai.saveAsTask')}
                  </Button>
                </Group>
              </Group>
              {clipboard.state === 'failed' && (
                <Alert color="red" role="alert">
                  {t('ai.copyFailed')}
                </Alert>
              )}
              <div className="markdown" data-testid="generated-task">
                <Markdown>{result.generatedTask}</Markdown>
              </div>
            </Stack>
          ) : (
            <Text c="dimmed">{t('ai.generatorHint')}</Text>
          )}
        </Card>
      </Grid.Col>
    </Grid>
  );
}
