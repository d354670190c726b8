/** Figures as docs/architecture.md §4 defines them, for code that has the counts in hand. */

/** round(100 × submitted / total); 0 when there are no tasks. */
export function completionPercentage(submitted: number, total: number): number {
  if (total <= 0) return 0;
  return Math.min(100, Math.round((100 * submitted) / total));
}

/** Mean rounded to one decimal; 0 when there is nothing to average. */
export function roundAverage(mean: number | null | undefined): number {
  if (mean == null || !Number.isFinite(mean)) return 0;
  return Math.round(mean * 10) / 10;
}
