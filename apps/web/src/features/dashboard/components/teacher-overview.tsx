import { Box, Card, Grid, SimpleGrid, Title } from '@mantine/core';
import { IconBook, IconStar, IconUsers, IconVideo } from '@tabler/icons-react';
import { lazy, startTransition, Suspense, useEffect, useRef, useState, type ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import type { TeacherStats } from '@sinfxona/domain/schemas/users';
import { formatMonth, formatNumber } from '@/shared/i18n/format';
import { currentLanguage } from '@/shared/i18n/i18n';
import { EmptyState } from '@/shared/ui/states';
import { MarkBadge } from '@/shared/ui/mark-badge';
import { StatCard } from './stat-card';

// The tiles draw first. The chart (a small chunk of its own, which the page preloads with the app's:
// resource-hints.ts) is drawn once it scrolls into view — on a phone the charts sit below the
// tiles — in a box of the chart's height, so nothing moves when it arrives.
const LazyBarChart = lazy(() => import('./bar-chart'));
const CHART_HEIGHT = 260;
type BarChartProps = ComponentProps<typeof LazyBarChart>;

/**
 * The width of a box once it scrolls into view (null before): read off the intersection entry,
 * so the chart draws once at its width, as a transition (React draws it in slices on a phone).
 */
function useWidthOnceSeen() {
  const ref = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState<number | null>(null);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    if (typeof IntersectionObserver === 'undefined') {
      setWidth(element.clientWidth);
      return;
    }
    const observer = new IntersectionObserver(([entry]) => {
      if (!entry?.isIntersecting) return;
      observer.disconnect();
      startTransition(() => setWidth(Math.floor(entry.boundingClientRect.width)));
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return { ref, width };
}

/** `rows` is called once the chart is drawn: labelling months builds strings the first draw does not need. */
function BarChart({ rows, ...props }: Omit<BarChartProps, 'height' | 'data'> & { rows: () => BarChartProps['data'] }) {
  const { ref, width } = useWidthOnceSeen();
  // Once seen, it stays drawn when scrolled away.
  return (
    <Box ref={ref} mih={CHART_HEIGHT}>
      {width !== null && (
        <Suspense fallback={null}>
          <LazyBarChart height={CHART_HEIGHT} initialWidth={width || undefined} data={rows()} {...props} />
        </Suspense>
      )}
    </Box>
  );
}

/** The teacher dashboard's tiles and its task-completion and monthly-activity charts (SPEC §2). */
export function TeacherOverview({ stats }: { stats: TeacherStats }) {
  const { t } = useTranslation();
  const language = currentLanguage();

  return (
    <>
      <SimpleGrid cols={{ base: 2, md: 4 }}>
        <StatCard label={t('dashboard.totalTasks')} value={stats.totalTasks} icon={IconBook} />
        <StatCard label={t('dashboard.totalVideos')} value={stats.totalVideos} icon={IconVideo} color="grape" />
        <StatCard label={t('dashboard.totalStudents')} value={stats.totalStudents} icon={IconUsers} color="teal" />
        <StatCard
          label={t('dashboard.averageScore')}
          value={`${formatNumber(stats.averageScore, language)}/100`}
          icon={IconStar}
          color="blue"
          footer={<MarkBadge mark={stats.averageMark} size="sm" />}
        />
      </SimpleGrid>
      <Grid>
        <Grid.Col span={{ base: 12, md: 6 }}>
          <Card withBorder radius="md" padding="md" h="100%">
            <Title order={2} size="h4" mb="sm">
              {t('dashboard.taskCompletion')}
            </Title>
            {stats.taskCompletion.length === 0 ? (
              <EmptyState message={t('tasks.empty')} />
            ) : (
              <BarChart
                label={t('dashboard.taskCompletion')}
                categoryLabel={t('dashboard.taskColumn')}
                rows={() => stats.taskCompletion.map((row) => ({ label: row.title, values: [row.rate] }))}
                series={[{ name: t('dashboard.rate'), color: 'var(--mantine-color-indigo-6)' }]}
                max={100}
                unit="%"
              />
            )}
          </Card>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 6 }}>
          <Card withBorder radius="md" padding="md" h="100%">
            <Title order={2} size="h4" mb="sm">
              {t('dashboard.monthlyActivity')}
            </Title>
            <BarChart
              label={t('dashboard.monthlyActivity')}
              categoryLabel={t('dashboard.monthColumn')}
              rows={() =>
                stats.monthlyActivity.map((row) => ({
                  label: formatMonth(row.month, t),
                  values: [row.submissions, row.graded],
                }))
              }
              series={[
                { name: t('dashboard.submissionsSeries'), color: 'var(--mantine-color-blue-6)' },
                // Teal 7, not 6: a bar needs 3:1 against white (WCAG 1.4.11), teal 6 has 2.5:1.
                { name: t('dashboard.gradedSeries'), color: 'var(--mantine-color-teal-7)' },
              ]}
            />
          </Card>
        </Grid.Col>
      </Grid>
    </>
  );
}
