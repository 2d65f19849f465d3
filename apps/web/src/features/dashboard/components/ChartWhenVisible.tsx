import { type ReactNode, Suspense, useEffect, useRef, useState } from 'react';

/** Start drawing a chart this far before it scrolls into view. */
const AHEAD = '300px';
/** The legend's line above the chart's drawing area (a second line on a phone is not reserved). */
const LEGEND_PX = 29;

/**
 * A chart drawn once it comes near the screen, in a box of the chart's own height from the start,
 * so nothing below it moves when it appears. On a phone the dashboard's charts lie below the first
 * screen, and drawing them during the page's load (with loading the charting library) held the
 * main thread for up to half a second (Lighthouse's total blocking time). Without
 * IntersectionObserver (old browsers, the component tests) the chart is drawn at once.
 */
export function ChartWhenVisible({ height, children }: { height: number; children: ReactNode }) {
  const box = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const el = box.current;
    if (near || !el) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) setNear(true);
      },
      { rootMargin: AHEAD },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [near]);
  // The box keeps its height once drawn: a chart never shrinks what was reserved for it.
  return (
    <div ref={box} style={{ minHeight: height + LEGEND_PX }}>
      {near && <Suspense fallback={null}>{children}</Suspense>}
    </div>
  );
}
