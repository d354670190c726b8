import { ActionIcon, Code, Group, Text } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useClipboardCopy } from '@/shared/ui/use-clipboard-copy';

/** A value to hand on (a one-time password, an invitation's code or link), with a button that copies it. */
export function CopyField({
  label,
  value,
  copyLabel,
  testId,
  large = false,
}: {
  label: string;
  value: string;
  copyLabel: string;
  testId: string;
  large?: boolean;
}) {
  const { t } = useTranslation();
  const { state, copy } = useClipboardCopy();
  const said = state === 'copied' ? t('admin.copied') : state === 'failed' ? t('admin.copyFailed') : copyLabel;
  return (
    <div>
      <Text size="sm" fw={500} mb={4}>
        {label}
      </Text>
      <Group gap="xs" wrap="nowrap">
        <Code
          fz={large ? 20 : 'sm'}
          fw={large ? 700 : undefined}
          px="sm"
          py={6}
          // A link breaks anywhere rather than running out of its column.
          style={{
            display: 'block',
            flex: 1,
            minWidth: 0,
            wordBreak: 'break-all',
            letterSpacing: large ? 1 : undefined,
          }}
          data-testid={testId}
        >
          {value}
        </Code>
        <ActionIcon
          variant="light"
          size="lg"
          aria-label={copyLabel}
          color={state === 'copied' ? 'teal' : undefined}
          onClick={() => void copy(value)}
        >
          {state === 'copied' ? <IconCheck size={18} /> : <IconCopy size={18} />}
        </ActionIcon>
      </Group>
      <Text size="xs" c={state === 'failed' ? 'red' : 'teal'} aria-live="polite" mih={18}>
        {state === 'idle' ? '' : said}
      </Text>
    </div>
  );
}
