import { ActionIcon, Box, Group, Text, Tooltip } from '@mantine/core';
import { useElementSize } from '@mantine/hooks';
import { IconArrowAutofitWidth, IconRotateClockwise, IconZoomIn, IconZoomOut } from '@tabler/icons-react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import '@/shared/i18n/grading-texts';

export const ZOOM_MIN = 0.5;
export const ZOOM_MAX = 4;
const STEP = 1.25;

export const clampZoom = (zoom: number) => Math.min(ZOOM_MAX, Math.max(ZOOM_MIN, Math.round(zoom * 100) / 100));

/** How the file is looked at: the width that fits the box, the zoom over it, a quarter-turn count. */
export interface View {
  fitWidth: number;
  zoom: number;
  /** 0, 90, 180 or 270 degrees clockwise. */
  rotation: number;
}

/**
 * A picture or a page turned by `rotation` and shown `width` wide (after turning), for content of
 * `aspect` = width / height as it is stored: the box takes the turned size, so scrolling fits it.
 */
export function RotatedBox({
  aspect,
  width,
  rotation,
  children,
}: {
  aspect: number;
  width: number;
  rotation: number;
  children: ReactNode;
}) {
  const sideways = rotation % 180 !== 0;
  // The content's own size before turning: when sideways its height spans the box's width.
  const innerWidth = sideways ? width * aspect : width;
  const innerHeight = innerWidth / aspect;
  const boxHeight = sideways ? innerWidth : innerHeight;
  return (
    <div style={{ position: 'relative', width, height: boxHeight, margin: '0 auto', flex: 'none' }}>
      <div
        style={{
          position: 'absolute',
          left: (width - innerWidth) / 2,
          top: (boxHeight - innerHeight) / 2,
          width: innerWidth,
          height: innerHeight,
          transform: rotation ? `rotate(${rotation}deg)` : undefined,
        }}
      >
        {children}
      </div>
    </div>
  );
}

/**
 * A scrolling view with zoom in/out, rotate and fit-to-width buttons; Ctrl + wheel (and a
 * trackpad's pinch) and two fingers on a touch screen zoom too. One finger still scrolls.
 */
export function ZoomViewer({ label, children }: { label: string; children: (view: View) => ReactNode }) {
  const { t } = useTranslation();
  const { ref: sizeRef, width: boxWidth } = useElementSize<HTMLDivElement>();
  const scroller = useRef<HTMLDivElement | null>(null);
  const [zoom, setZoom] = useState(1);
  const [rotation, setRotation] = useState(0);
  const pointers = useRef(new Map<number, { x: number; y: number }>());
  const pinch = useRef<{ distance: number; zoom: number } | null>(null);
  const zoomRef = useRef(zoom);
  useEffect(() => {
    zoomRef.current = zoom;
  }, [zoom]);

  useEffect(() => {
    const element = scroller.current;
    if (!element) return;
    const onWheel = (event: WheelEvent) => {
      if (!event.ctrlKey) return;
      event.preventDefault();
      setZoom((current) => clampZoom(current * Math.exp(-event.deltaY / 300)));
    };
    element.addEventListener('wheel', onWheel, { passive: false });
    return () => element.removeEventListener('wheel', onWheel);
  }, []);

  const spread = () => {
    const [a, b] = [...pointers.current.values()];
    return a && b ? Math.hypot(a.x - b.x, a.y - b.y) : 0;
  };
  const onPointerDown = (event: React.PointerEvent) => {
    if (event.pointerType !== 'touch') return;
    pointers.current.set(event.pointerId, { x: event.clientX, y: event.clientY });
    if (pointers.current.size === 2) pinch.current = { distance: spread(), zoom: zoomRef.current };
  };
  const onPointerMove = (event: React.PointerEvent) => {
    if (!pointers.current.has(event.pointerId)) return;
    pointers.current.set(event.pointerId, { x: event.clientX, y: event.clientY });
    const start = pinch.current;
    if (start && start.distance > 0) setZoom(clampZoom((start.zoom * spread()) / start.distance));
  };
  const onPointerEnd = (event: React.PointerEvent) => {
    pointers.current.delete(event.pointerId);
    if (pointers.current.size < 2) pinch.current = null;
  };

  const fitWidth = Math.max(200, boxWidth - 4);
  return (
    <Box>
      <Group gap={4} justify="flex-end" role="toolbar" aria-label={t('photos.viewer.toolbar')} mb={4}>
        <Tooltip label={t('photos.viewer.zoomOut')}>
          <ActionIcon
            variant="default"
            size="lg"
            onClick={() => setZoom((current) => clampZoom(current / STEP))}
            disabled={zoom <= ZOOM_MIN}
            aria-label={t('photos.viewer.zoomOut')}
          >
            <IconZoomOut size={18} />
          </ActionIcon>
        </Tooltip>
        <Text size="sm" w={48} ta="center" aria-live="polite" data-testid="zoom-level">
          {t('photos.viewer.zoom', { percent: Math.round(zoom * 100) })}
        </Text>
        <Tooltip label={t('photos.viewer.zoomIn')}>
          <ActionIcon
            variant="default"
            size="lg"
            onClick={() => setZoom((current) => clampZoom(current * STEP))}
            disabled={zoom >= ZOOM_MAX}
            aria-label={t('photos.viewer.zoomIn')}
          >
            <IconZoomIn size={18} />
          </ActionIcon>
        </Tooltip>
        <Tooltip label={t('photos.viewer.fitWidth')}>
          <ActionIcon variant="default" size="lg" onClick={() => setZoom(1)} aria-label={t('photos.viewer.fitWidth')}>
            <IconArrowAutofitWidth size={18} />
          </ActionIcon>
        </Tooltip>
        <Tooltip label={t('photos.viewer.rotate')}>
          <ActionIcon
            variant="default"
            size="lg"
            onClick={() => setRotation((current) => (current + 90) % 360)}
            aria-label={t('photos.viewer.rotate')}
            data-rotation={rotation}
          >
            <IconRotateClockwise size={18} />
          </ActionIcon>
        </Tooltip>
      </Group>
      <div ref={sizeRef}>
        {/* A scrolling region is reachable and scrollable with the keyboard (WCAG 2.1.1). */}
        <Box
          ref={scroller}
          style={{ overflow: 'auto', maxHeight: 720, touchAction: 'pan-x pan-y' }}
          tabIndex={0}
          role="region"
          aria-label={label}
          title={t('photos.viewer.hint')}
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={onPointerEnd}
          onPointerCancel={onPointerEnd}
          data-testid="zoom-viewer"
        >
          {boxWidth > 0 && children({ fitWidth, zoom, rotation })}
        </Box>
      </div>
    </Box>
  );
}
