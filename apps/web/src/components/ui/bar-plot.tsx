import clsx from 'clsx';

export type PlotBar = {
  key: string;
  /** Left edge, width and height as percentages of the plot. */
  x: number;
  width: number;
  height: number;
  /** The label under the axis, when this bar is labelled. */
  label: string;
  /** The tooltip. */
  title: string;
};

/**
 * Bars as an SVG stretched to its box, with the tick labels and the labels under the axis in HTML so
 * they keep their size on a phone. Decorative for screen readers: callers give them a table instead.
 */
export function BarPlot({
  bars,
  ticks,
  max,
  tickLabel,
  wide,
  narrow,
  rx,
  plotClassName,
  axisClassName,
  labelsClassName,
  testId,
  barTestId,
}: {
  bars: PlotBar[];
  ticks: number[];
  max: number;
  tickLabel: (tick: number) => string;
  /** Indexes labelled on a wide screen, and the subset kept on a phone. */
  wide: Set<number>;
  narrow: Set<number>;
  rx: number;
  plotClassName: string;
  axisClassName: string;
  labelsClassName: string;
  testId: string;
  barTestId: string;
}) {
  const top = (tick: number) => (max > 0 ? 100 - (tick / max) * 100 : 100);
  return (
    <div aria-hidden="true">
      <div className="flex gap-2">
        <div
          className={clsx(
            'relative shrink-0 text-right text-[11px] text-slate-500 tabular-nums',
            axisClassName,
          )}
        >
          {ticks.map((tick) => (
            <span
              key={tick}
              className="absolute right-0 -translate-y-1/2 whitespace-nowrap"
              style={{ top: `${top(tick)}%` }}
            >
              {tickLabel(tick)}
            </span>
          ))}
        </div>
        <svg
          viewBox="0 0 100 100"
          preserveAspectRatio="none"
          className={clsx('block min-w-0 flex-1 overflow-visible', plotClassName)}
          data-testid={testId}
        >
          {ticks.map((tick) => (
            <line
              key={tick}
              x1={0}
              x2={100}
              y1={top(tick)}
              y2={top(tick)}
              className="stroke-slate-200"
              strokeWidth={1}
              vectorEffect="non-scaling-stroke"
            />
          ))}
          {bars.map((bar) => (
            <rect
              key={bar.key}
              x={bar.x}
              width={bar.width}
              y={100 - bar.height}
              height={bar.height}
              rx={rx}
              className="fill-indigo-500 hover:fill-indigo-700"
              data-testid={barTestId}
            >
              <title>{bar.title}</title>
            </rect>
          ))}
        </svg>
      </div>
      <div className={clsx('relative mt-1.5 h-4 text-[11px] text-slate-500', labelsClassName)}>
        {bars.map((bar, index) => {
          if (!wide.has(index)) return null;
          const centre = bar.x + bar.width / 2;
          // Labels near an edge are pinned to it instead of centred, so none is cut off.
          const position =
            centre > 88
              ? { right: `${Math.max(100 - (bar.x + bar.width), 0)}%` }
              : centre < 12
                ? { left: `${bar.x}%` }
                : { left: `${centre}%`, transform: 'translateX(-50%)' };
          return (
            <span
              key={bar.key}
              className={clsx('absolute whitespace-nowrap', !narrow.has(index) && 'hidden sm:inline')}
              style={position}
            >
              {bar.label}
            </span>
          );
        })}
      </div>
    </div>
  );
}
