import { Button, Group, Stack, Textarea } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconBookmarks, IconDeviceFloppy, IconSparkles } from '@tabler/icons-react';
import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { BankComment, FeedbackDraft } from '@sinfxona/domain/schemas/comment-bank';
import { errorMessage } from '@/shared/api/client';
import type { FeedbackFieldProps } from '@/shared/grading/feedback-slot';
import { toast } from '@/shared/ui/toast';
import { useCommentBank } from '@/features/comment-bank/api/get-comment-bank';
import { useDraftFeedback } from '@/features/comment-bank/api/draft-feedback';
import { useCountBankCommentUse } from '@/features/comment-bank/api/use-bank-comment';
import { BankManager } from './bank-manager';
import { BankPicker, optionId } from './bank-picker';
import { DraftNotice } from './draft-notice';
import { SaveCommentPanel } from './save-comment-panel';
import { findSlashQuery, insertAtSlash, type SlashQuery } from './slash-query';
import '@/shared/i18n/comment-bank-texts';

/**
 * A grading form's feedback, with the comment bank: `/` at the start of a line or after a space
 * lists the bank's comments matching what follows (arrows, Enter to insert, Esc to close); "Save
 * this comment" keeps the text (or the selected part) in the bank; the bank's manager edits,
 * shares and deletes; with a piece of work, an AI draft fills the box, marked as one to check.
 */
export default function FeedbackBox({
  label,
  description,
  required,
  maxLength,
  autoFocus,
  value,
  onChange,
  onFocus,
  onBlur,
  error,
  classId,
  submissionId,
  onDraft,
}: FeedbackFieldProps) {
  const { t } = useTranslation();
  const area = useRef<HTMLTextAreaElement>(null);
  const listId = useId();
  const [slash, setSlash] = useState<SlashQuery | null>(null);
  // Esc closes the list for this `/` until another one is typed.
  const [dismissed, setDismissed] = useState<number | null>(null);
  const [active, setActive] = useState(0);
  const [selection, setSelection] = useState('');
  const [saving, setSaving] = useState<string | null>(null);
  const [managing, setManaging] = useState(false);
  const [draft, setDraft] = useState<FeedbackDraft | null>(null);
  const [query] = useDebouncedValue(slash?.query.trim() ?? '', 120);
  const bank = useCommentBank({ q: query, classId }, slash !== null);
  const countUse = useCountBankCommentUse();
  const drafting = useDraftFeedback();
  const comments = bank.data ?? [];
  const text = value ?? '';

  const follow = (next: string, caret: number) => {
    const found = findSlashQuery(next, caret);
    const open = found && found.start !== dismissed ? found : null;
    if (!found) setDismissed(null);
    if (open?.query !== slash?.query || open?.start !== slash?.start) setActive(0);
    setSlash(open);
  };

  const insert = (comment: BankComment) => {
    if (!slash) return;
    const caret = area.current?.selectionStart ?? text.length;
    const { text: next, caret: after } = insertAtSlash(text, slash.start, caret, comment.text);
    onChange(next);
    setSlash(null);
    countUse.mutate(comment._id);
    requestAnimationFrame(() => {
      area.current?.focus();
      area.current?.setSelectionRange(after, after);
    });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (!slash) return;
    const count = comments.length;
    if (event.key === 'ArrowDown' && count > 0) {
      event.preventDefault();
      setActive((index) => (index + 1) % count);
    } else if (event.key === 'ArrowUp' && count > 0) {
      event.preventDefault();
      setActive((index) => (index - 1 + count) % count);
    } else if (event.key === 'Enter' && !event.shiftKey && !event.ctrlKey && !event.metaKey && count > 0) {
      event.preventDefault();
      insert(comments[Math.min(active, count - 1)]!);
    } else if (event.key === 'Escape') {
      // Closes the list, not the dialog around the box (see data-mantine-stop-propagation below).
      event.preventDefault();
      event.stopPropagation();
      setDismissed(slash.start);
      setSlash(null);
    }
  };

  const askDraft = async () => {
    if (!submissionId) return;
    try {
      const made = await drafting.mutateAsync(submissionId);
      onChange(text.trim() ? `${text.trimEnd()}\n\n${made.feedback}` : made.feedback);
      setDraft(made);
      onDraft?.(made);
    } catch (failure) {
      toast(errorMessage(failure, t('commentBank.draftFailed')), { type: 'error' });
    }
  };

  const toSave = selection.trim() || text.trim();
  const open = slash !== null;

  return (
    <Stack gap={6}>
      <Textarea
        ref={area}
        label={label}
        description={description ? `${description} · ${t('commentBank.slashHint')}` : t('commentBank.slashHint')}
        required={required}
        maxLength={maxLength}
        autosize
        minRows={3}
        maxRows={12}
        data-autofocus={autoFocus || undefined}
        value={text}
        error={error}
        onFocus={(event) => {
          // Back in the box with the caret after a `/` (the dialog took the focus meanwhile): the list again.
          follow(event.currentTarget.value, event.currentTarget.selectionStart);
          onFocus?.(event);
        }}
        onBlur={(event) => {
          setSlash(null);
          onBlur?.(event);
        }}
        onChange={(event) => {
          onChange(event.currentTarget.value);
          follow(event.currentTarget.value, event.currentTarget.selectionStart);
        }}
        onClick={(event) => follow(text, event.currentTarget.selectionStart)}
        onSelect={(event) => {
          const { selectionStart, selectionEnd, value: current } = event.currentTarget;
          setSelection(current.slice(selectionStart, selectionEnd));
        }}
        onKeyDown={onKeyDown}
        // While the list is open, Esc is the list's: Mantine's dialog leaves such a target alone.
        data-mantine-stop-propagation={open ? 'true' : undefined}
        aria-controls={open ? listId : undefined}
        aria-activedescendant={open && comments.length > 0 ? optionId(listId, active) : undefined}
        data-testid="feedback-box"
      />
      {open && (
        <BankPicker
          listId={listId}
          comments={comments}
          active={Math.min(active, Math.max(comments.length - 1, 0))}
          loading={bank.isPending}
          failed={bank.isError}
          query={query}
          onPick={insert}
          onHover={setActive}
        />
      )}
      {draft && <DraftNotice draft={draft} onClose={() => setDraft(null)} />}
      {saving !== null && <SaveCommentPanel text={saving} classId={classId} onDone={() => setSaving(null)} />}
      <Group gap={6}>
        <Button
          size="compact-sm"
          variant="subtle"
          leftSection={<IconBookmarks size={16} />}
          onClick={() => setManaging(true)}
        >
          {t('commentBank.manage')}
        </Button>
        <Button
          size="compact-sm"
          variant="subtle"
          leftSection={<IconDeviceFloppy size={16} />}
          disabled={!toSave}
          title={toSave ? undefined : t('commentBank.saveEmpty')}
          onClick={() => setSaving(toSave)}
        >
          {selection.trim() ? t('commentBank.saveSelection') : t('commentBank.save')}
        </Button>
        {submissionId && (
          <Button
            size="compact-sm"
            variant="light"
            color="grape"
            leftSection={<IconSparkles size={16} />}
            loading={drafting.isPending}
            onClick={() => void askDraft()}
          >
            {t('commentBank.draft')}
          </Button>
        )}
      </Group>
      <BankManager opened={managing} onClose={() => setManaging(false)} classId={classId} />
    </Stack>
  );
}
