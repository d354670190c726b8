import {
  ActionIcon,
  Badge,
  Button,
  Card,
  Group,
  Loader,
  Paper,
  ScrollArea,
  Stack,
  Text,
  Textarea,
} from '@mantine/core';
import { IconSend, IconTrash } from '@tabler/icons-react';
import { useEffect, useRef, useState, type ComponentProps } from 'react';
import Markdown from 'react-markdown';
import { useTranslation } from 'react-i18next';
import { AI_QUESTION_MAX } from '@sinfxona/domain/constants';
import type { ChatMessage } from '@sinfxona/domain/schemas/ai';
import { errorMessage } from '@/shared/api/client';
import { EmptyState } from '@/shared/ui/states';
import { useAskAssistant } from '@/features/ai/api/ask-assistant';

const HISTORY_KEY = 'sinfxona.chat';

/** Links in answers (videos, materials) open beside the chat, not in its place. */
const MARKDOWN_COMPONENTS = { a: (props: ComponentProps<'a'>) => <a {...props} target="_blank" rel="noreferrer" /> };

function loadHistory(): ChatMessage[] {
  try {
    const stored = JSON.parse(sessionStorage.getItem(HISTORY_KEY) ?? '[]');
    return Array.isArray(stored) ? stored : [];
  } catch {
    return [];
  }
}

/** The student's AI chat: the history lives for the browser session, answers render as safe Markdown. */
export default function StudentAiPage() {
  const { t } = useTranslation();
  const ask = useAskAssistant();
  const [messages, setMessages] = useState<ChatMessage[]>(loadHistory);
  const [question, setQuestion] = useState('');
  const bottom = useRef<HTMLDivElement>(null);

  useEffect(() => {
    sessionStorage.setItem(HISTORY_KEY, JSON.stringify(messages));
    bottom.current?.scrollIntoView?.({ behavior: 'smooth' });
  }, [messages, ask.isPending]);

  const send = async () => {
    const text = question.trim();
    if (!text || ask.isPending) return;
    const now = new Date().toISOString();
    setMessages((list) => [...list, { id: crypto.randomUUID(), message: text, timestamp: now, isUser: true }]);
    setQuestion('');
    try {
      const answer = await ask.mutateAsync(text);
      setMessages((list) => [
        ...list,
        {
          id: crypto.randomUUID(),
          message: text,
          response: answer.answer,
          timestamp: answer.timestamp,
          isUser: false,
          source: answer.source,
        },
      ]);
    } catch (error) {
      setMessages((list) => [
        ...list,
        {
          id: crypto.randomUUID(),
          message: text,
          response: errorMessage(error, t('ai.failed')),
          timestamp: new Date().toISOString(),
          isUser: false,
          isError: true,
        },
      ]);
    }
  };

  return (
    <Card
      withBorder
      radius="md"
      padding={0}
      h="calc(100dvh - 140px)"
      mih={420}
      style={{ display: 'flex', flexDirection: 'column' }}
    >
      <Group justify="space-between" p="sm" style={{ borderBottom: '1px solid var(--mantine-color-gray-2)' }}>
        <Text fw={600}>{t('ai.chatTitle')}</Text>
        <Button
          size="xs"
          variant="subtle"
          color="red"
          leftSection={<IconTrash size={14} />}
          onClick={() => setMessages([])}
          disabled={messages.length === 0}
        >
          {t('ai.clear')}
        </Button>
      </Group>
      <ScrollArea style={{ flex: 1 }} p="md">
        <Stack gap="sm" aria-live="polite" data-testid="chat-messages">
          {messages.length === 0 && <EmptyState message={t('ai.empty')} />}
          {messages.map((entry) =>
            entry.isUser ? (
              <Paper
                key={entry.id}
                bg="indigo.8"
                c="white"
                p="sm"
                radius="lg"
                maw="80%"
                ml="auto"
                data-testid="user-message"
              >
                <Text style={{ whiteSpace: 'pre-wrap' }}>{entry.message}</Text>
              </Paper>
            ) : (
              <Paper
                key={entry.id}
                bg={entry.isError ? 'red.0' : 'gray.0'}
                p="sm"
                radius="lg"
                maw="85%"
                data-testid="ai-message"
                role={entry.isError ? 'alert' : undefined}
              >
                {entry.source === 'offline' && (
                  <Badge size="xs" variant="light" color="gray" mb={4}>
                    {t('ai.offlineBadge')}
                  </Badge>
                )}
                {entry.isError ? (
                  <Text c="red.8">{entry.response}</Text>
                ) : (
                  <div className="markdown">
                    <Markdown components={MARKDOWN_COMPONENTS}>{entry.response ?? ''}</Markdown>
                  </div>
                )}
              </Paper>
            ),
          )}
          {ask.isPending && (
            <Group gap="xs" data-testid="typing-indicator" role="status">
              <Loader size="xs" type="dots" />
              <Text size="sm" c="dimmed">
                {t('ai.typing')}
              </Text>
            </Group>
          )}
          <div ref={bottom} />
        </Stack>
      </ScrollArea>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void send();
        }}
        style={{ borderTop: '1px solid var(--mantine-color-gray-2)' }}
      >
        <Group p="sm" align="flex-end" wrap="nowrap">
          <Textarea
            style={{ flex: 1 }}
            autosize
            minRows={1}
            maxRows={5}
            maxLength={AI_QUESTION_MAX}
            placeholder={t('ai.placeholder')}
            aria-label={t('ai.placeholder')}
            value={question}
            onChange={(event) => setQuestion(event.currentTarget.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter' && !event.shiftKey) {
                event.preventDefault();
                void send();
              }
            }}
          />
          <ActionIcon type="submit" size="lg" disabled={!question.trim() || ask.isPending} aria-label={t('ai.send')}>
            <IconSend size={18} />
          </ActionIcon>
        </Group>
      </form>
    </Card>
  );
}
