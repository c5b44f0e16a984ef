import Minus from 'lucide-react/icons/minus';
import Plus from 'lucide-react/icons/plus';
import { useRef, useState, type MouseEvent, type PointerEvent, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { Button } from '@/components/ui/button';

/** The zoom steps, smallest first; 1 is the chart's own size. */
const ZOOMS = [0.5, 0.67, 0.8, 1, 1.25, 1.5] as const;
const ACTUAL_SIZE = ZOOMS.indexOf(1);
/** How far a mouse moves with its button down before it drags the chart rather than clicks. */
const DRAG_THRESHOLD = 5;

/**
 * Dragging the chart with a mouse pans it, as a finger does on a touch screen (where the browser
 * scrolls by itself). A drag that ends over a name is not a click on it.
 */
function useMousePan() {
  const start = useRef<{ x: number; y: number; left: number; top: number } | null>(null);
  const dragged = useRef(false);
  const stop = () => {
    start.current = null;
  };
  return {
    onPointerDown(event: PointerEvent<HTMLDivElement>) {
      if (event.pointerType !== 'mouse' || event.button !== 0) return;
      const { scrollLeft: left, scrollTop: top } = event.currentTarget;
      start.current = { x: event.clientX, y: event.clientY, left, top };
      dragged.current = false;
    },
    onPointerMove(event: PointerEvent<HTMLDivElement>) {
      const from = start.current;
      if (!from) return;
      const dx = event.clientX - from.x;
      const dy = event.clientY - from.y;
      if (!dragged.current) {
        if (Math.hypot(dx, dy) < DRAG_THRESHOLD) return;
        dragged.current = true;
        event.currentTarget.setPointerCapture(event.pointerId);
      }
      event.currentTarget.scrollTo(from.left - dx, from.top - dy);
    },
    onPointerUp: stop,
    onPointerCancel: stop,
    onClickCapture(event: MouseEvent) {
      if (!dragged.current) return;
      dragged.current = false;
      event.preventDefault();
      event.stopPropagation();
    },
  };
}

/**
 * A window onto a chart larger than the screen: it scrolls both ways (a finger or a mouse drags
 * it, and pinching zooms the page), and the zoom buttons scale the chart. CSS `zoom` rather than a
 * transform, so that the scrolled area grows and shrinks with the chart.
 */
export function ChartViewport({ children }: { children: ReactNode }) {
  const viewport = useRef<HTMLDivElement>(null);
  const [zoomIndex, setZoomIndex] = useState(ACTUAL_SIZE);
  const pan = useMousePan();
  const zoom = ZOOMS[zoomIndex] ?? 1;

  /** Zooms about the middle of the window, so what was in view stays in view. */
  const zoomTo = (index: number) => {
    const frame = viewport.current;
    if (!frame) return;
    const ratio = (ZOOMS[index] ?? 1) / zoom;
    const middleX = frame.scrollLeft + frame.clientWidth / 2;
    const middleY = frame.scrollTop + frame.clientHeight / 2;
    flushSync(() => setZoomIndex(index));
    frame.scrollTo(middleX * ratio - frame.clientWidth / 2, middleY * ratio - frame.clientHeight / 2);
  };

  return (
    <div className="flex min-w-0 flex-col gap-2">
      <div role="group" aria-label="Zoom" className="flex items-center gap-2">
        <Button
          variant="secondary"
          aria-label="Zoom out"
          disabled={zoomIndex === 0}
          onClick={() => zoomTo(zoomIndex - 1)}
          className="px-3"
        >
          <Minus aria-hidden="true" className="size-4" />
        </Button>
        <output aria-live="polite" className="w-12 text-center text-sm font-medium tabular-nums text-slate-700">
          {Math.round(zoom * 100)}%
        </output>
        <Button
          variant="secondary"
          aria-label="Zoom in"
          disabled={zoomIndex === ZOOMS.length - 1}
          onClick={() => zoomTo(zoomIndex + 1)}
          className="px-3"
        >
          <Plus aria-hidden="true" className="size-4" />
        </Button>
        <Button variant="ghost" disabled={zoomIndex === ACTUAL_SIZE} onClick={() => zoomTo(ACTUAL_SIZE)}>
          Reset zoom
        </Button>
      </div>
      <div
        ref={viewport}
        {...pan}
        className="h-[70vh] min-h-80 touch-pan-x touch-pan-y touch-pinch-zoom select-none overflow-auto overscroll-contain rounded-2xl border border-slate-200 bg-slate-50 p-3"
      >
        <div style={{ zoom }} className="w-max min-w-full">
          {children}
        </div>
      </div>
    </div>
  );
}
