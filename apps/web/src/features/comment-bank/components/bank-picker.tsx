import { Badge, Group, Loader, Paper, ScrollArea, Stack, Text, UnstyledButton } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { BankComment } from '@sinfxona/domain/schemas/comment-bank';

/** The id of option `index` of the list `listId` (the text area points at it with aria-activedescendant). */
export const optionId = (listId: string, index: number) => `${listId}-option-${index}`;

/**
 * The bank's comments matching what follows the `/`, under the feedback text: the text area keeps
 * the focus (arrows move the choice, Enter inserts, Esc closes); a click or tap inserts too.
 */
export function BankPicker({
  listId,
  comments,
  active,
  loading,
  failed,
  query,
  onPick,
  onHover,
}: {
  listId: string;
  comments: BankComment[];
  active: number;
  loading: boolean;
  failed: boolean;
  query: string;
  onPick: (comment: BankComment) => void;
  onHover: (index: number) => void;
}) {
  const { t } = useTranslation();
  const viewport = useRef<HTMLDivElement>(null);
  const paper = useRef<HTMLDivElement>(null);

  // On a phone the list may open under the keyboard's edge: it comes into view when it opens.
  useEffect(() => {
    paper.current?.scrollIntoView?.({ block: 'nearest' });
  }, []);

  // The chosen comment stays in view as the arrows move through a long list.
  useEffect(() => {
    viewport.current?.querySelector(`[data-index="${active}"]`)?.scrollIntoView({ block: 'nearest' });
  }, [active]);

  const status = loading
    ? t('commentBank.pickerLoading')
    : failed
      ? t('commentBank.pickerFailed')
      : comments.length === 0
        ? query
          ? t('commentBank.pickerEmpty')
          : t('commentBank.pickerEmptyBank')
        : null;

  return (
    // Pressing inside the list must not take the focus (and the caret) from the text area.
    <Paper ref={paper} withBorder shadow="sm" radius="md" p={4} onMouseDown={(event) => event.preventDefault()}>
      <Group justify="space-between" px={6} py={2} wrap="nowrap">
        <Text size="xs" fw={600} c="dimmed">
          {t('commentBank.pickerLabel')}
        </Text>
        <Text size="xs" c="dimmed" visibleFrom="xs">
          {t('commentBank.pickerKeys')}
        </Text>
      </Group>
      {status ? (
        <Group gap="xs" px={6} py="xs" role="status">
          {loading && <Loader size="xs" />}
          <Text size="sm" c="dimmed">
            {status}
          </Text>
        </Group>
      ) : (
        <ScrollArea.Autosize mah={220} viewportRef={viewport} type="auto">
          <Stack gap={2} id={listId} role="listbox" aria-label={t('commentBank.pickerLabel')}>
            {comments.map((comment, index) => (
              <UnstyledButton
                key={comment._id}
                id={optionId(listId, index)}
                role="option"
                aria-selected={index === active}
                data-index={index}
                tabIndex={-1}
                onClick={() => onPick(comment)}
                onMouseEnter={() => onHover(index)}
                px={8}
                py={6}
                style={{
                  borderRadius: 'var(--mantine-radius-sm)',
                  background: index === active ? 'var(--mantine-primary-color-light)' : undefined,
                }}
              >
                <Text size="sm" lineClamp={2}>
                  {comment.text}
                </Text>
                <Group gap={6} mt={2}>
                  <Text size="xs" c="dimmed">
                    {t('commentBank.usedTimes', { count: comment.useCount })}
                  </Text>
                  {!comment.mine && (
                    <Badge size="xs" variant="light" color="grape">
                      {t('commentBank.fromColleague')}
                    </Badge>
                  )}
                  {comment.mine && comment.shared && (
                    <Badge size="xs" variant="light">
                      {t('commentBank.sharedBadge')}
                    </Badge>
                  )}
                </Group>
              </UnstyledButton>
            ))}
          </Stack>
        </ScrollArea.Autosize>
      )}
    </Paper>
  );
}
