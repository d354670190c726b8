import { Stack, Title } from '@mantine/core';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface Section<T> {
  /** null: the items without a topic ("Other"). */
  topic: string | null;
  items: T[];
}

/** Items by topic, in the order each topic first appears; the items without one last. */
export function groupByTopic<T extends { topic?: string | null }>(items: T[]): Section<T>[] {
  const byTopic = new Map<string, T[]>();
  const other: T[] = [];
  for (const item of items) {
    if (!item.topic) other.push(item);
    else byTopic.set(item.topic, [...(byTopic.get(item.topic) ?? []), item]);
  }
  const sections: Section<T>[] = [...byTopic].map(([topic, list]) => ({ topic, items: list }));
  return other.length > 0 ? [...sections, { topic: null, items: other }] : sections;
}

/**
 * A list shown as sections, one per topic (docs/architecture.md §4: tasks and videos carry a
 * topic), those without one last under "Other". When nothing has a topic the list stays as it is.
 */
export function TopicSections<T extends { topic?: string | null }>({
  items,
  children,
}: {
  items: T[];
  /** Draws one section's items (a grid, a stack of cards). */
  children: (items: T[]) => ReactNode;
}) {
  const sections = groupByTopic(items);
  if (sections.length === 1 && sections[0]!.topic === null) return <>{children(items)}</>;
  return (
    <Stack gap="lg">
      {sections.map((section) => (
        <TopicSection key={section.topic ?? ''} topic={section.topic}>
          {children(section.items)}
        </TopicSection>
      ))}
    </Stack>
  );
}

function TopicSection({ topic, children }: { topic: string | null; children: ReactNode }) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <section aria-labelledby={id}>
      <Title id={id} order={2} size="h5" mb="xs" c="dimmed">
        {topic ?? t('tasks.topicOther')}
      </Title>
      {children}
    </section>
  );
}
