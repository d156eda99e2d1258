import { useRef, useState, type PointerEvent, type ReactNode, type WheelEvent } from 'react';
import { nextDoubleClickZoom, wheelZoom } from './zoom';

/**
 * An image that zooms with the wheel (0.25 a step) or a double click (1× → 2× → 4× → 1×), and
 * pans by dragging while zoomed. A new image (another file, or full size) starts unzoomed
 * because the screen keys this component by path and sources. `sources` are tried in turn: the
 * browser cannot show some images (TIFF, camera raw) whose server preview it can, and the
 * server cannot render some (BMP) that the browser shows; when none loads, `fallback`.
 */
export function ImageViewer({
  sources,
  alt,
  fallback,
}: {
  sources: readonly string[];
  alt: string;
  fallback: ReactNode;
}) {
  const [zoom, setZoom] = useState({ scale: 1, x: 0, y: 0 });
  const [failed, setFailed] = useState(0);
  const drag = useRef<{ x: number; y: number } | undefined>(undefined);
  const zoomed = zoom.scale > 1;
  const src = sources[failed];
  if (src === undefined) return fallback;

  return (
    <div
      className="fb-image-viewer"
      onWheel={(event: WheelEvent) => {
        const scale = wheelZoom(zoom.scale, event.deltaY);
        setZoom(scale <= 1 ? { scale, x: 0, y: 0 } : { ...zoom, scale });
      }}
      onDoubleClick={() => {
        setZoom({ scale: nextDoubleClickZoom(zoom.scale), x: 0, y: 0 });
      }}
      onPointerDown={(event: PointerEvent<HTMLDivElement>) => {
        if (!zoomed) return;
        // While zoomed a drag pans: it is not a swipe to the next file.
        event.stopPropagation();
        event.currentTarget.setPointerCapture(event.pointerId);
        drag.current = { x: event.clientX - zoom.x, y: event.clientY - zoom.y };
      }}
      onPointerMove={(event: PointerEvent) => {
        const from = drag.current;
        if (from) setZoom({ ...zoom, x: event.clientX - from.x, y: event.clientY - from.y });
      }}
      onPointerUp={(event: PointerEvent) => {
        if (drag.current) event.stopPropagation();
        drag.current = undefined;
      }}
    >
      <img
        src={src}
        alt={alt}
        onError={() => {
          setFailed(failed + 1);
        }}
        draggable={false}
        data-scale={zoom.scale}
        style={{
          transform: `translate(${String(zoom.x)}px, ${String(zoom.y)}px) scale(${String(zoom.scale)})`,
          cursor: zoomed ? 'grab' : 'zoom-in',
        }}
      />
    </div>
  );
}
