import { ActionIcon, Alert, Button, Card, Group, NumberInput, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconPlus, IconSparkles, IconTrash, IconCopy } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RUBRIC_CRITERIA_MAX, RUBRIC_LEVELS_MAX } from '@sinfxona/domain/constants';
import { rubricMaxPoints, type RubricCriterion } from '@sinfxona/domain/rules/rubric';
import type { Rubric } from '@sinfxona/domain/schemas/rubrics';
import { errorMessage } from '@/shared/api/client';
import { FormFailure } from '@/shared/ui/form-parts';
import { toast } from '@/shared/ui/toast';
import { useDeleteRubric, useDraftRubric, useSaveRubric } from '@/features/rubrics/api/rubrics';
import { RubricReusePicker } from './rubric-reuse-picker';
import '@/shared/i18n/grading-texts';

/** A level or criterion being edited: points as typed. */
interface LevelDraft {
  id: string;
  title: string;
  points: number | string;
}
interface CriterionDraft {
  id: string;
  title: string;
  description: string;
  levels: LevelDraft[];
}

/** Ids are the client's (letters, digits, dashes), unique within the rubric; not crypto: plain HTTP has none. */
const newId = () => `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;

const blankCriterion = (): CriterionDraft => ({
  id: newId(),
  title: '',
  description: '',
  levels: [
    { id: newId(), title: '', points: 5 },
    { id: newId(), title: '', points: 0 },
  ],
});

const toDraft = (criteria: RubricCriterion[]): CriterionDraft[] =>
  criteria.map((criterion) => ({
    id: criterion.id,
    title: criterion.title,
    description: criterion.description ?? '',
    levels: criterion.levels.map((level) => ({ id: level.id, title: level.title, points: level.points })),
  }));

const toCriteria = (drafts: CriterionDraft[]): RubricCriterion[] =>
  drafts.map((criterion) => ({
    id: criterion.id,
    title: criterion.title,
    ...(criterion.description.trim() ? { description: criterion.description } : {}),
    levels: criterion.levels.map((level) => ({
      id: level.id,
      title: level.title,
      points: level.points === '' ? Number.NaN : Number(level.points),
    })),
  }));

const move = <T,>(list: T[], from: number, to: number) => {
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item!);
  return next;
};

/**
 * A task's rubric being built: criteria with their levels and points (add, reorder, remove), the
 * total that makes 100, a rubric copied from another task or drafted by the AI, then Save.
 */
export default function RubricBuilder({
  task,
  rubric,
  onDone,
}: {
  task: { _id: string; title: string; description: string };
  rubric: Rubric | null;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const [criteria, setCriteria] = useState<CriterionDraft[]>(() =>
    rubric ? toDraft(rubric.criteria) : [blankCriterion()],
  );
  const [failure, setFailure] = useState<string | null>(null);
  const [draftSource, setDraftSource] = useState<'model' | 'offline' | null>(null);
  const [reusing, setReusing] = useState(false);
  const save = useSaveRubric(task._id);
  const remove = useDeleteRubric(task._id);
  const draft = useDraftRubric();

  const total = rubricMaxPoints(
    toCriteria(criteria).map((criterion) => ({
      ...criterion,
      levels: criterion.levels.map((level) => ({ ...level, points: Number.isFinite(level.points) ? level.points : 0 })),
    })),
  );
  const change = (index: number, patch: Partial<CriterionDraft>) =>
    setCriteria((list) => list.map((criterion, i) => (i === index ? { ...criterion, ...patch } : criterion)));
  const changeLevel = (index: number, levelIndex: number, patch: Partial<LevelDraft>) =>
    change(index, {
      levels: criteria[index]!.levels.map((level, i) => (i === levelIndex ? { ...level, ...patch } : level)),
    });

  const submit = async () => {
    setFailure(null);
    try {
      await save.mutateAsync(toCriteria(criteria));
      toast(t('rubrics.saved'), { type: 'success' });
      onDone();
    } catch (error) {
      setFailure(errorMessage(error, t('rubrics.saveFailed')));
    }
  };
  const removeRubric = async () => {
    setFailure(null);
    try {
      await remove.mutateAsync();
      toast(t('rubrics.removed'), { type: 'success' });
      onDone();
    } catch (error) {
      setFailure(errorMessage(error, t('rubrics.saveFailed')));
    }
  };
  const askDraft = async () => {
    setFailure(null);
    try {
      const answer = await draft.mutateAsync({ title: task.title, description: task.description });
      setCriteria(toDraft(answer.rubric.criteria));
      setDraftSource(answer.source);
    } catch (error) {
      setFailure(errorMessage(error, t('rubrics.draftFailed')));
    }
  };

  return (
    <Stack data-testid="rubric-builder">
      <Group gap="xs">
        <Button variant="light" leftSection={<IconCopy size={16} />} onClick={() => setReusing((open) => !open)}>
          {t('rubrics.reuse')}
        </Button>
        <Button
          variant="light"
          color="grape"
          leftSection={<IconSparkles size={16} />}
          loading={draft.isPending}
          onClick={() => void askDraft()}
        >
          {t('rubrics.draft')}
        </Button>
      </Group>
      {reusing && (
        <RubricReusePicker
          excludeTaskId={task._id}
          onPick={(picked) => {
            setCriteria(toDraft(picked));
            setDraftSource(null);
            setReusing(false);
          }}
        />
      )}
      {draftSource && (
        <Alert color={draftSource === 'offline' ? 'yellow' : 'grape'} data-testid="rubric-draft-source">
          {draftSource === 'offline' ? t('rubrics.draftOffline') : t('rubrics.draftModel')}
        </Alert>
      )}
      {rubric && (
        <Text size="sm" c="dimmed">
          {t('rubrics.editedNote')}
        </Text>
      )}
      {criteria.map((criterion, index) => {
        const name = criterion.title || t('rubrics.criterion', { n: index + 1 });
        return (
          <Card key={criterion.id} withBorder radius="md" padding="sm" data-testid="rubric-criterion">
            <Stack gap="xs">
              <Group justify="space-between" wrap="nowrap">
                <Text fw={600} size="sm">
                  {t('rubrics.criterion', { n: index + 1 })}
                </Text>
                <Group gap={2} wrap="nowrap">
                  <ActionIcon
                    variant="subtle"
                    aria-label={t('rubrics.moveUp', { title: name })}
                    disabled={index === 0}
                    onClick={() => setCriteria((list) => move(list, index, index - 1))}
                  >
                    <IconArrowUp size={16} />
                  </ActionIcon>
                  <ActionIcon
                    variant="subtle"
                    aria-label={t('rubrics.moveDown', { title: name })}
                    disabled={index === criteria.length - 1}
                    onClick={() => setCriteria((list) => move(list, index, index + 1))}
                  >
                    <IconArrowDown size={16} />
                  </ActionIcon>
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={t('rubrics.removeCriterion', { title: name })}
                    disabled={criteria.length === 1}
                    onClick={() => setCriteria((list) => list.filter((_, i) => i !== index))}
                  >
                    <IconTrash size={16} />
                  </ActionIcon>
                </Group>
              </Group>
              <TextInput
                label={t('rubrics.criterionTitle')}
                value={criterion.title}
                maxLength={120}
                onChange={(event) => change(index, { title: event.currentTarget.value })}
              />
              <Textarea
                label={t('rubrics.criterionDescription')}
                autosize
                minRows={1}
                maxLength={500}
                value={criterion.description}
                onChange={(event) => change(index, { description: event.currentTarget.value })}
              />
              {criterion.levels.map((level, levelIndex) => (
                <Group key={level.id} gap="xs" wrap="nowrap" align="flex-end">
                  <TextInput
                    style={{ flex: 1, minWidth: 0 }}
                    label={levelIndex === 0 ? t('rubrics.levelTitle') : undefined}
                    aria-label={`${name}: ${t('rubrics.levelTitle')} ${levelIndex + 1}`}
                    value={level.title}
                    maxLength={120}
                    onChange={(event) => changeLevel(index, levelIndex, { title: event.currentTarget.value })}
                  />
                  <NumberInput
                    w={84}
                    label={levelIndex === 0 ? t('rubrics.levelPoints') : undefined}
                    aria-label={`${name}: ${t('rubrics.levelPoints')} ${levelIndex + 1}`}
                    min={0}
                    max={100}
                    decimalScale={1}
                    clampBehavior="none"
                    value={level.points}
                    onChange={(value) => changeLevel(index, levelIndex, { points: value })}
                  />
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    mb={4}
                    aria-label={t('rubrics.removeLevel', { title: level.title || levelIndex + 1 })}
                    disabled={criterion.levels.length <= 2}
                    onClick={() => change(index, { levels: criterion.levels.filter((_, i) => i !== levelIndex) })}
                  >
                    <IconTrash size={16} />
                  </ActionIcon>
                </Group>
              ))}
              <Group>
                <Button
                  size="compact-sm"
                  variant="subtle"
                  leftSection={<IconPlus size={14} />}
                  disabled={criterion.levels.length >= RUBRIC_LEVELS_MAX}
                  onClick={() =>
                    change(index, { levels: [...criterion.levels, { id: newId(), title: '', points: 0 }] })
                  }
                >
                  {t('rubrics.addLevel')}
                </Button>
              </Group>
            </Stack>
          </Card>
        );
      })}
      <Group justify="space-between" wrap="wrap">
        <Button
          variant="default"
          leftSection={<IconPlus size={16} />}
          disabled={criteria.length >= RUBRIC_CRITERIA_MAX}
          onClick={() => setCriteria((list) => [...list, blankCriterion()])}
        >
          {t('rubrics.addCriterion')}
        </Button>
        <Text fw={600} data-testid="rubric-total">
          {t('rubrics.total', { points: total })}
        </Text>
      </Group>
      <FormFailure message={failure} />
      <Group justify="space-between" wrap="wrap-reverse">
        {rubric ? (
          <Button variant="subtle" color="red" loading={remove.isPending} onClick={() => void removeRubric()}>
            {t('rubrics.remove')}
          </Button>
        ) : (
          <span />
        )}
        <Group gap="xs">
          <Button variant="default" onClick={onDone}>
            {t('common.cancel')}
          </Button>
          <Button loading={save.isPending} onClick={() => void submit()}>
            {t('rubrics.save')}
          </Button>
        </Group>
      </Group>
    </Stack>
  );
}
