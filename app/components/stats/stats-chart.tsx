import { useEffect, useRef } from "react";
import type uPlot from "uplot";

/**
 * Views and unique visitors per day, drawn by uPlot in the browser only
 * (it measures the DOM); the server renders the empty frame, so the page
 * keeps its layout while the chart arrives.
 */
export function StatsChart({
  days,
  labels,
  ariaLabel,
  locale,
}: {
  days: Array<{ date: string; views: number; visitors: number }>;
  labels: { views: string; visitors: string };
  ariaLabel: string;
  /** Dates on the axis in the owner's language ("25 окт.", "Oct 25"). */
  locale: string;
}) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = box.current;
    if (!el) return;
    let plot: uPlot | null = null;
    let gone = false;
    const observer = new ResizeObserver(() => {
      if (plot) plot.setSize({ width: el.clientWidth, height: plotHeight(el) });
    });
    void import("uplot").then(({ default: UPlot }) => {
      if (gone) return;
      const x = days.map((d) => Date.parse(`${d.date}T00:00:00Z`) / 1000);
      const dayLabel = new Intl.DateTimeFormat(locale, {
        day: "numeric",
        month: "short",
        timeZone: "UTC",
      });
      const points = { show: days.length <= 14 };
      plot = new UPlot(
        {
          width: el.clientWidth,
          height: plotHeight(el),
          // Days are UTC days: the axis shows them as such, whatever the browser's zone.
          tzDate: (ts) => UPlot.tzDate(new Date(ts * 1000), "Etc/UTC"),
          scales: { x: { time: true }, y: { range: (_u, _min, max) => [0, Math.max(4, max)] } },
          axes: [
            {
              stroke: "#5b6170",
              grid: { stroke: "#eceef3" },
              space: 64,
              values: (_u, ticks) => ticks.map((ts) => dayLabel.format(ts * 1000)),
            },
            {
              stroke: "#5b6170",
              grid: { stroke: "#eceef3" },
              // Whole visits only.
              incrs: [1, 2, 5, 10, 20, 50, 100, 200, 500, 1000, 2000, 5000, 10000],
              values: (_u, ticks) => ticks.map((v) => String(v)),
            },
          ],
          series: [
            {},
            {
              label: labels.views,
              stroke: "#3236b8",
              width: 2,
              fill: "rgba(50, 54, 184, 0.12)",
              points,
            },
            {
              label: labels.visitors,
              stroke: "#0f9d7a",
              width: 2,
              points,
            },
          ],
          legend: { live: false },
          cursor: { drag: { x: false, y: false } },
        },
        [x, days.map((d) => d.views), days.map((d) => d.visitors)],
        el,
      );
      observer.observe(el);
    });
    return () => {
      gone = true;
      observer.disconnect();
      plot?.destroy();
    };
  }, [days, labels.views, labels.visitors, locale]);
  return <div ref={box} className="stats-chart" role="img" aria-label={ariaLabel} />;
}

function plotHeight(el: HTMLElement): number {
  return el.clientWidth < 500 ? 220 : 300;
}
