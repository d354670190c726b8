import { scaleBand, scaleLinear, type ScaleBand, type ScaleLinear } from 'd3-scale';

/** One category of a bar chart: its label and one value per series. */
export interface BarRow {
  /** The category (a task, a month): shortened on the axis, whole in the table and tooltips. */
  label: string;
  /** One value per series, in the order of the chart's series. */
  values: number[];
}

export const FONT = 12;
// Estimated text width: Inter averages about 0.55em a glyph; a little more so no label is clipped.
const CHAR_WIDTH = 7;
export const GAP = 6;
export const MARGIN = 8;
const MAX_LABEL = 18;
const TICKS = 5;
const MAX_BAR = 40;
/** The share of a chart's width its row labels may take when the bars lie on their side. */
const MAX_LABEL_SHARE = 0.45;

const textWidth = (text: string) => text.length * CHAR_WIDTH;
const shorten = (text: string, chars: number) => (text.length > chars ? `${text.slice(0, chars - 1)}…` : text);

/**
 * Where a chart's bars and labels go: `columns` stand the bars up with their labels under them;
 * `rows` lay them on their side, each label before its bar, when the labels would not fit side
 * by side (slanted text is hard to read on a phone). `band` places the categories, `inner` each
 * series within one, `value` the values along the bars; `start` is where every bar begins (the
 * axis) and `axis` the line the value ticks sit on.
 */
export interface ChartGeometry {
  orientation: 'columns' | 'rows';
  band: ScaleBand<number>;
  inner: ScaleBand<number>;
  value: ScaleLinear<number, number>;
  ticks: number[];
  labels: string[];
  start: number;
  axis: number;
}

/** The value scale from 0 to a round top (a fixed `max`, or at or above the largest value). */
function valueScale(data: BarRow[], max?: number) {
  const top = max ?? Math.max(1, ...data.flatMap((row) => row.values));
  // Whole-number steps for small counts (0, 1, 2 rather than 0, 0.2, 0.4 …).
  const count = Math.max(1, Math.min(TICKS, Math.ceil(top)));
  // Clamped: a value past a fixed max (or below 0) draws a full (or empty) bar, never a negative length.
  const value = scaleLinear().domain([0, top]).nice(count).clamp(true);
  return { value, ticks: value.ticks(count) };
}

/** The series' places within a category's band; a lone bar in a wide band stays a bar, not a slab. */
function innerScale(band: ScaleBand<number>, seriesCount: number) {
  const groupWidth = Math.min(band.bandwidth(), MAX_BAR * seriesCount);
  return scaleBand<number>()
    .domain(Array.from({ length: seriesCount }, (_, index) => index))
    .range([(band.bandwidth() - groupWidth) / 2, (band.bandwidth() + groupWidth) / 2])
    .paddingInner(0.1);
}

const categoryBand = (count: number, from: number, to: number) =>
  scaleBand<number>()
    .domain(Array.from({ length: count }, (_, index) => index))
    .range([from, to])
    .paddingInner(0.2)
    .paddingOuter(0.1);

/** Scales and margins for a chart of this size; the layout is recomputed on each width. */
export function chartGeometry(
  data: BarRow[],
  seriesCount: number,
  width: number,
  height: number,
  tickText: (n: number) => string,
  max?: number,
): ChartGeometry {
  const { value, ticks } = valueScale(data, max);
  const tickWidths = ticks.map((tick) => textWidth(tickText(tick)));
  const columnLabels = data.map((row) => shorten(row.label, MAX_LABEL));

  const left = Math.max(...tickWidths) + GAP + MARGIN;
  const step = (width - left - MARGIN) / Math.max(1, data.length);
  if (Math.max(0, ...columnLabels.map(textWidth)) + GAP <= step) {
    const axis = height - (GAP + FONT + 4);
    value.range([axis, MARGIN]);
    const band = categoryBand(data.length, left, width - MARGIN);
    return {
      orientation: 'columns',
      band,
      inner: innerScale(band, seriesCount),
      value,
      ticks,
      labels: columnLabels,
      start: axis,
      axis,
    };
  }

  const labelRoom = Math.min(width * MAX_LABEL_SHARE, Math.max(0, ...data.map((row) => textWidth(row.label))));
  const labels = data.map((row) => shorten(row.label, Math.max(4, Math.floor(labelRoom / CHAR_WIDTH))));
  const start = MARGIN + Math.max(0, ...labels.map(textWidth)) + GAP;
  // The last tick's text is centred on its line: the line stays far enough in for it to fit.
  const end = width - MARGIN - (tickWidths.at(-1) ?? 0) / 2;
  value.range([start, end]);
  const axis = height - (GAP + FONT + 4);
  const band = categoryBand(data.length, MARGIN, axis);
  // Side by side along the axis, the ticks' texts need room of their own: fewer ticks when narrow.
  const room = (end - start) / (Math.max(...tickWidths) + 2 * GAP);
  const spaced = ticks.length - 1 <= room ? ticks : value.ticks(Math.max(1, Math.floor(room)));
  return { orientation: 'rows', band, inner: innerScale(band, seriesCount), value, ticks: spaced, labels, start, axis };
}
