import { scaleBand, scaleLinear } from 'd3-scale';
import { startTransition, useLayoutEffect, useRef, useState } from 'react';
import { formatNumber } from '@/shared/i18n/format';
import { currentLanguage } from '@/shared/i18n/i18n';
import classes from './bar-chart.module.css';

export interface BarSeries {
  /** Shown in the legend, the table's column heading and each bar's tooltip. */
  name: string;
  /** Any CSS colour, e.g. `var(--mantine-color-indigo-6)`. */
  color: string;
}

export interface BarRow {
  /** The category (a task, a month): shortened on the axis, whole in the table and tooltips. */
  label: string;
  /** One value per series, in the order of `series`. */
  values: number[];
}

export interface BarChartProps {
  /** The chart's accessible name and its table's caption. */
  label: string;
  /** The heading of the table's category column ("Task", "Month"). */
  categoryLabel: string;
  data: BarRow[];
  series: BarSeries[];
  /** Total height in px, legend included, so the box it sits in can be sized before it draws. */
  height: number;
  /** Written after every value ("%"). */
  unit?: string;
  /** A fixed top of the y axis (100 for rates); otherwise a round number at or above the largest value. */
  max?: number;
  /** The width it will have, when the caller knows it before the first draw (px). */
  initialWidth?: number;
}

const FONT = 12;
// Estimated text width: Inter averages about 0.55em a glyph; a little more so no label is clipped.
const CHAR_WIDTH = 7;
const GAP = 6;
const MARGIN = 8;
const LEGEND_HEIGHT = 24;
const MAX_LABEL = 18;
const TICKS = 5;
const MAX_BAR = 40;
// jsdom measures nothing, and the first render comes before the measurement.
const FALLBACK_WIDTH = 400;

const textWidth = (text: string) => text.length * CHAR_WIDTH;
const shorten = (text: string) => (text.length > MAX_LABEL ? `${text.slice(0, MAX_LABEL - 1)}…` : text);
const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** The least slant at which neighbouring x labels do not overlap (0 when they fit side by side). */
function labelAngle(step: number, longest: number) {
  if (longest + GAP <= step) return 0;
  return [30, 45, 60].find((angle) => step * Math.sin(radians(angle)) >= FONT + 2) ?? 90;
}

/** Scales and margins for a chart of this size; the layout is recomputed on each width. */
function geometry(
  data: BarRow[],
  seriesCount: number,
  width: number,
  height: number,
  tickText: (n: number) => string,
  max?: number,
) {
  const top = max ?? Math.max(1, ...data.flatMap((row) => row.values));
  // Whole-number steps for small counts (0, 1, 2 rather than 0, 0.2, 0.4 …).
  const count = Math.max(1, Math.min(TICKS, Math.ceil(top)));
  // Clamped: a value past a fixed max (or below 0) draws a full (or empty) bar, never a negative height.
  const y = scaleLinear().domain([0, top]).nice(count).clamp(true);
  const ticks = y.ticks(count);
  const yAxisWidth = Math.max(...ticks.map((tick) => textWidth(tickText(tick)))) + GAP + MARGIN;

  const labels = data.map((row) => shorten(row.label));
  const longest = Math.max(0, ...labels.map(textWidth));
  const columns = Math.max(1, labels.length);
  let left = yAxisWidth;
  let angle = 0;
  // Twice: a slanted first label may need a wider left margin, which narrows every band.
  for (let pass = 0; pass < 2; pass++) {
    const step = (width - left - MARGIN) / columns;
    angle = labelAngle(step, longest);
    const firstReach = angle ? Math.cos(radians(angle)) * textWidth(labels[0] ?? '') - step / 2 + MARGIN : 0;
    left = Math.max(yAxisWidth, firstReach);
  }
  const labelHeight = angle ? Math.sin(radians(angle)) * longest + Math.cos(radians(angle)) * FONT : FONT;
  const bottom = height - Math.min(GAP + labelHeight + 4, height / 2);
  y.range([bottom, MARGIN]);

  const x = scaleBand<number>()
    .domain(data.map((_, index) => index))
    .range([left, width - MARGIN])
    .paddingInner(0.2)
    .paddingOuter(0.1);
  // A lone bar in a wide chart stays a bar, not a slab.
  const groupWidth = Math.min(x.bandwidth(), MAX_BAR * seriesCount);
  const inner = scaleBand<number>()
    .domain(Array.from({ length: seriesCount }, (_, index) => index))
    .range([(x.bandwidth() - groupWidth) / 2, (x.bandwidth() + groupWidth) / 2])
    .paddingInner(0.1);
  return { x, inner, y, ticks, labels, angle, left, bottom };
}

/**
 * The element's width as the browser lays it out, from a ResizeObserver: its first report comes
 * with the first layout, so measuring forces no extra layout in the middle of a render. A width
 * known before the first draw (`initial`) saves drawing twice; a new one redraws as a transition,
 * in slices.
 */
function useWidth(initial = 0) {
  const ref = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(initial);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry) startTransition(() => setWidth(Math.floor(entry.contentRect.width)));
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return { ref, width };
}

/**
 * A light SVG bar chart (one or more series per category) with a screen-reader table of the same
 * numbers, instead of a charting library that cost the dashboard ~900 ms of a phone's main thread.
 */
export default function BarChart({
  label,
  categoryLabel,
  data,
  series,
  height,
  unit = '',
  max,
  initialWidth,
}: BarChartProps) {
  const { ref, width: measured } = useWidth(initialWidth);
  const width = measured || FALLBACK_WIDTH;
  const language = currentLanguage();
  const format = (value: number) => `${formatNumber(value, language)}${unit}`;
  const withLegend = series.length > 1;
  const svgHeight = height - (withLegend ? LEGEND_HEIGHT : 0);
  const { x, inner, y, ticks, labels, angle, left, bottom } = geometry(
    data,
    series.length,
    width,
    svgHeight,
    format,
    max,
  );
  const right = width - MARGIN;

  return (
    <div ref={ref} className={classes.root} style={{ height }}>
      {withLegend && (
        // The table below names the series for screen readers; this is the colour key for the eye.
        <ul className={classes.legend} aria-hidden="true">
          {series.map((item) => (
            <li key={item.name}>
              <span className={classes.swatch} style={{ background: item.color }} />
              {item.name}
            </li>
          ))}
        </ul>
      )}
      <svg
        className={classes.svg}
        role="img"
        aria-label={label}
        height={svgHeight}
        viewBox={`0 0 ${width} ${svgHeight}`}
      >
        {ticks.map((tick) => (
          <g key={tick}>
            <line className={classes.grid} x1={left} x2={right} y1={y(tick)} y2={y(tick)} shapeRendering="crispEdges" />
            <text className={classes.tick} x={left - GAP} y={y(tick)} dy="0.32em" textAnchor="end">
              {format(tick)}
            </text>
          </g>
        ))}
        {data.map((row, index) => {
          const start = x(index) ?? 0;
          const center = start + x.bandwidth() / 2;
          const labelY = bottom + GAP;
          return (
            <g key={index}>
              {series.map((item, seriesIndex) => {
                const value = row.values[seriesIndex] ?? 0;
                return (
                  <rect
                    key={item.name}
                    x={start + (inner(seriesIndex) ?? 0)}
                    y={y(value)}
                    width={inner.bandwidth()}
                    height={bottom - y(value)}
                    rx={2}
                    style={{ fill: item.color }}
                  >
                    <title>{`${row.label} · ${item.name}: ${format(value)}`}</title>
                  </rect>
                );
              })}
              <text
                className={classes.tick}
                x={center}
                y={labelY}
                dy="0.71em"
                textAnchor={angle ? 'end' : 'middle'}
                transform={angle ? `rotate(${-angle} ${center} ${labelY})` : undefined}
              >
                {labels[index]}
              </text>
            </g>
          );
        })}
        <line className={classes.axis} x1={left} x2={right} y1={bottom} y2={bottom} shapeRendering="crispEdges" />
      </svg>
      <table className={classes.visuallyHidden}>
        <caption>{label}</caption>
        <thead>
          <tr>
            <th scope="col">{categoryLabel}</th>
            {series.map((item) => (
              <th key={item.name} scope="col">
                {item.name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {data.map((row, index) => (
            <tr key={index}>
              <th scope="row">{row.label}</th>
              {series.map((item, seriesIndex) => (
                <td key={item.name}>{format(row.values[seriesIndex] ?? 0)}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
