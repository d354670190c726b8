import { startTransition, useLayoutEffect, useRef, useState } from 'react';
import { formatNumber } from '@/shared/i18n/format';
import { currentLanguage } from '@/shared/i18n/i18n';
import classes from './bar-chart.module.css';
import { chartGeometry, GAP, type BarRow } from './bar-chart-geometry';

export type { BarRow };

export interface BarSeries {
  /** Shown in the legend, the table's column heading and each bar's tooltip. */
  name: string;
  /** Any CSS colour, e.g. `var(--mantine-color-indigo-6)`. */
  color: string;
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

const LEGEND_HEIGHT = 24;
// jsdom measures nothing, and the first render comes before the measurement.
const FALLBACK_WIDTH = 400;

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
  const { orientation, band, inner, value, ticks, labels, start, axis } = chartGeometry(
    data,
    series.length,
    width,
    svgHeight,
    format,
    max,
  );
  const columns = orientation === 'columns';
  // The categories' extent: across the chart for columns, down it for rows; the value grid spans it.
  const [gridStart, gridEnd] = band.range();

  return (
    <div ref={ref} className={classes.root} style={{ height }} data-orientation={orientation}>
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
        {ticks.map((tick) =>
          columns ? (
            <g key={tick}>
              <line
                className={classes.grid}
                x1={gridStart}
                x2={gridEnd}
                y1={value(tick)}
                y2={value(tick)}
                shapeRendering="crispEdges"
              />
              <text className={classes.tick} x={gridStart - GAP} y={value(tick)} dy="0.32em" textAnchor="end">
                {format(tick)}
              </text>
            </g>
          ) : (
            <g key={tick}>
              <line
                className={classes.grid}
                x1={value(tick)}
                x2={value(tick)}
                y1={gridStart}
                y2={gridEnd}
                shapeRendering="crispEdges"
              />
              <text className={classes.tick} x={value(tick)} y={axis + GAP} dy="0.71em" textAnchor="middle">
                {format(tick)}
              </text>
            </g>
          ),
        )}
        {data.map((row, index) => {
          const bandStart = band(index) ?? 0;
          const center = bandStart + band.bandwidth() / 2;
          return (
            <g key={index}>
              {series.map((item, seriesIndex) => {
                const amount = row.values[seriesIndex] ?? 0;
                const across = bandStart + (inner(seriesIndex) ?? 0);
                const length = Math.abs(value(amount) - start);
                const shape = columns
                  ? { x: across, y: value(amount), width: inner.bandwidth(), height: length }
                  : { x: start, y: across, width: length, height: inner.bandwidth() };
                return (
                  <rect key={item.name} {...shape} rx={2} style={{ fill: item.color }}>
                    <title>{`${row.label} · ${item.name}: ${format(amount)}`}</title>
                  </rect>
                );
              })}
              {columns ? (
                <text className={classes.tick} x={center} y={axis + GAP} dy="0.71em" textAnchor="middle">
                  {labels[index]}
                </text>
              ) : (
                <text className={classes.tick} x={start - GAP} y={center} dy="0.32em" textAnchor="end">
                  {labels[index]}
                </text>
              )}
            </g>
          );
        })}
        {columns ? (
          <line className={classes.axis} x1={gridStart} x2={gridEnd} y1={axis} y2={axis} shapeRendering="crispEdges" />
        ) : (
          <line className={classes.axis} x1={start} x2={start} y1={gridStart} y2={axis} shapeRendering="crispEdges" />
        )}
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
