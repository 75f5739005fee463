import { useCallback, useEffect, useRef, useState } from 'react';
import { MAX_FIT_SCALE } from './svg-markup.ts';
import type { KeyboardEvent as ReactKeyboardEvent, PointerEvent as ReactPointerEvent, RefCallback } from 'react';

// Pan and zoom for the diagram: fitted to the container's width by default (a tall diagram scrolls
// by panning, never sideways off the page); the wheel, a drag or the arrow keys pan (the journey
// reads downwards, like a page); Ctrl or ⌘ with the wheel (a trackpad's pinch), the buttons or +/-
// zoom.

interface View {
  x: number;
  y: number;
  scale: number;
}

const MIN_SCALE = 0.2;
const MAX_SCALE = 3;
const KEY_STEP = 60;
const ZOOM_STEP = 1.25;
/** A revealed box sits this far below the top of the viewport. */
const REVEAL_MARGIN = 60;

function fitView(contentWidth: number, containerWidth: number): View {
  if (contentWidth <= 0 || containerWidth <= 0) return { x: 0, y: 0, scale: 1 };
  const scale = clamp(containerWidth / contentWidth, MIN_SCALE, MAX_FIT_SCALE);
  // Centred when it fits; from its left edge (where the flow starts) when even the smallest zoom is wider.
  return { x: Math.max(0, (containerWidth - contentWidth * scale) / 2), y: 0, scale };
}

function zoomAt(view: View, factor: number, originX: number, originY: number): View {
  const scale = clamp(view.scale * factor, MIN_SCALE, MAX_SCALE);
  const applied = scale / view.scale;
  return { scale, x: originX - (originX - view.x) * applied, y: originY - (originY - view.y) * applied };
}

export interface PanZoom {
  view: View;
  /** The viewport's ref: a callback, so the listeners follow the element React gives (hydration may replace the server's). */
  containerRef: RefCallback<HTMLDivElement>;
  zoomIn(): void;
  zoomOut(): void;
  fit(): void;
  /** Moves the view so that a box of the drawing is in sight, near the top (its zoom kept). */
  reveal(box: { x: number; y: number; width: number; height: number }): void;
  /** Whether a box of the drawing is wholly in sight. */
  inView(box: { x: number; y: number; width: number; height: number }): boolean;
  onPointerDown(event: ReactPointerEvent<HTMLDivElement>): void;
  onPointerMove(event: ReactPointerEvent<HTMLDivElement>): void;
  onPointerUp(event: ReactPointerEvent<HTMLDivElement>): void;
  onKeyDown(event: ReactKeyboardEvent<HTMLDivElement>): void;
  /** True right after a drag, so the click that ends it does not also choose a state. */
  justDragged(): boolean;
}

// A press that moves less than this is a click, not a drag.
const DRAG_THRESHOLD = 4;

// eslint-disable-next-line max-lines-per-function -- Pointer, wheel and keyboard handlers share the same view box and its limits; apart they would pass them around.
export function usePanZoom(contentWidth: number): PanZoom {
  const containerRef = useRef<HTMLDivElement | null>(null);
  const [container, setContainer] = useState<HTMLDivElement | null>(null);
  const attach = useCallback((element: HTMLDivElement | null) => {
    containerRef.current = element;
    setContainer(element);
  }, []);
  const [view, setView] = useState<View>({ x: 0, y: 0, scale: 1 });
  const drag = useRef<{ pointerX: number; pointerY: number; x: number; y: number; moved: boolean } | null>(null);
  const dragged = useRef(false);

  const containerSize = useCallback((): { width: number; height: number } => {
    const element = containerRef.current;
    return { width: element?.clientWidth ?? 0, height: element?.clientHeight ?? 0 };
  }, []);

  const fit = useCallback(() => setView(fitView(contentWidth, containerSize().width)), [contentWidth, containerSize]);

  // Fit on first layout and whenever the container changes width (window resize, panel toggles).
  useEffect(() => {
    fit();
    const element = container;
    if (!element || typeof ResizeObserver === 'undefined') return;
    let lastWidth = element.clientWidth;
    const observer = new ResizeObserver(() => {
      if (element.clientWidth !== lastWidth) {
        lastWidth = element.clientWidth;
        fit();
      }
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [fit, container]);

  // React's wheel listener is passive; panning and zooming must stop the page from scrolling, so
  // listen directly.
  useEffect(() => {
    const element = container;
    if (!element) return;
    const onWheel = (event: WheelEvent): void => {
      event.preventDefault();
      if (event.ctrlKey || event.metaKey) {
        const box = element.getBoundingClientRect();
        const factor = event.deltaY < 0 ? 1.1 : 1 / 1.1;
        setView((current) => zoomAt(current, factor, event.clientX - box.left, event.clientY - box.top));
        return;
      }
      const lines = event.deltaMode === 1 ? 16 : 1;
      setView((current) => ({ ...current, x: current.x - (event.shiftKey ? event.deltaY : event.deltaX) * lines, y: current.y - (event.shiftKey ? 0 : event.deltaY) * lines }));
    };
    element.addEventListener('wheel', onWheel, { passive: false });
    return () => element.removeEventListener('wheel', onWheel);
  }, [container]);

  const zoomCentered = useCallback(
    (factor: number) => {
      const { width, height } = containerSize();
      setView((current) => zoomAt(current, factor, width / 2, height / 2));
    },
    [containerSize],
  );

  // Drags pan from anywhere, states included (the machine's own box covers the whole diagram); a
  // press that does not move stays a click on the state under it.
  const onPointerDown = (event: ReactPointerEvent<HTMLDivElement>): void => {
    if (event.button !== 0) return;
    drag.current = { pointerX: event.clientX, pointerY: event.clientY, x: view.x, y: view.y, moved: false };
    dragged.current = false;
  };
  const onPointerMove = (event: ReactPointerEvent<HTMLDivElement>): void => {
    const start = drag.current;
    if (!start) return;
    const dx = event.clientX - start.pointerX;
    const dy = event.clientY - start.pointerY;
    if (!start.moved) {
      if (Math.hypot(dx, dy) < DRAG_THRESHOLD) return;
      start.moved = true;
      event.currentTarget.setPointerCapture?.(event.pointerId);
    }
    setView((current) => ({ ...current, x: start.x + dx, y: start.y + dy }));
  };
  const onPointerUp = (event: ReactPointerEvent<HTMLDivElement>): void => {
    dragged.current = drag.current?.moved ?? false;
    drag.current = null;
    if (event.currentTarget.hasPointerCapture?.(event.pointerId)) event.currentTarget.releasePointerCapture(event.pointerId);
  };

  const onKeyDown = (event: ReactKeyboardEvent<HTMLDivElement>): void => {
    // Arrow keys pan from anywhere in the diagram, including a focused state (Enter stays the state's).
    const pan = (dx: number, dy: number): void => setView((current) => ({ ...current, x: current.x + dx, y: current.y + dy }));
    const actions: Record<string, () => void> = {
      ArrowLeft: () => pan(KEY_STEP, 0),
      ArrowRight: () => pan(-KEY_STEP, 0),
      ArrowUp: () => pan(0, KEY_STEP),
      ArrowDown: () => pan(0, -KEY_STEP),
      '+': () => zoomCentered(ZOOM_STEP),
      '=': () => zoomCentered(ZOOM_STEP),
      '-': () => zoomCentered(1 / ZOOM_STEP),
      '0': fit,
    };
    const action = actions[event.key];
    if (action) {
      event.preventDefault();
      action();
    }
  };

  const reveal = useCallback(
    (box: { x: number; y: number; width: number; height: number }) => {
      const { width } = containerSize();
      setView((current) => {
        const left = box.x * current.scale + current.x;
        const right = (box.x + box.width) * current.scale + current.x;
        const x = left >= 0 && right <= width ? current.x : width / 2 - (box.x + box.width / 2) * current.scale;
        return { ...current, x, y: REVEAL_MARGIN - box.y * current.scale };
      });
    },
    [containerSize],
  );

  const inView = (box: { x: number; y: number; width: number; height: number }): boolean => {
    const { width, height } = containerSize();
    const left = box.x * view.scale + view.x;
    const top = box.y * view.scale + view.y;
    return left >= 0 && top >= 0 && left + box.width * view.scale <= width && top + box.height * view.scale <= height;
  };

  return {
    view,
    containerRef: attach,
    reveal,
    inView,
    zoomIn: () => zoomCentered(ZOOM_STEP),
    zoomOut: () => zoomCentered(1 / ZOOM_STEP),
    fit,
    onPointerDown,
    onPointerMove,
    onPointerUp,
    onKeyDown,
    justDragged: () => {
      const was = dragged.current;
      dragged.current = false;
      return was;
    },
  };
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}
