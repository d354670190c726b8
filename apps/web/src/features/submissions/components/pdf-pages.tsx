import { Alert, Center, Loader, Stack } from '@mantine/core';
import { getDocument, GlobalWorkerOptions, type PDFDocumentProxy } from 'pdfjs-dist';
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RotatedBox, type View } from './zoom-viewer';

GlobalWorkerOptions.workerSrc = workerUrl;

/** Pages drawn at most: a long PDF is still downloaded whole by its link. */
const MAX_PAGES = 30;
/** Pixels across a page is drawn with: sharp at fit width on a phone and when zoomed in a little. */
const DRAWN_WIDTH = { min: 1200, max: 2400 };

interface PageSize {
  number: number;
  width: number;
  height: number;
}

/** One page drawn once onto a canvas; zoom and rotation turn and size the box it sits in. */
function PdfPage({ pdf, page, view }: { pdf: PDFDocumentProxy; page: PageSize; view: View }) {
  const { t } = useTranslation();
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    let cancelled = false;
    let render: { cancel: () => void } | null = null;
    (async () => {
      const proxy = await pdf.getPage(page.number);
      if (cancelled || !canvas.current) return;
      const pixels = Math.min(DRAWN_WIDTH.max, Math.max(DRAWN_WIDTH.min, page.width * window.devicePixelRatio));
      const viewport = proxy.getViewport({ scale: pixels / page.width });
      canvas.current.width = Math.floor(viewport.width);
      canvas.current.height = Math.floor(viewport.height);
      const task = proxy.render({ canvas: canvas.current, viewport });
      render = task;
      await task.promise;
    })().catch(() => undefined);
    return () => {
      cancelled = true;
      render?.cancel();
    };
  }, [pdf, page]);
  return (
    <RotatedBox aspect={page.width / page.height} width={view.fitWidth * view.zoom} rotation={view.rotation}>
      <canvas
        ref={canvas}
        role="img"
        aria-label={t('workflow.pdfPage', { page: page.number })}
        style={{ width: '100%', height: '100%', border: '1px solid var(--mantine-color-gray-3)', display: 'block' }}
      />
    </RotatedBox>
  );
}

/** A PDF drawn page by page onto canvases with pdf.js (no browser plug-in, nothing run from the file). */
export default function PdfPages({ url, view }: { url: string; view: View }) {
  const { t } = useTranslation();
  const [pdf, setPdf] = useState<PDFDocumentProxy | null>(null);
  const [pages, setPages] = useState<PageSize[]>([]);
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>('loading');

  useEffect(() => {
    let cancelled = false;
    const task = getDocument({ url, isEvalSupported: false });
    (async () => {
      const loaded = await task.promise;
      const sizes: PageSize[] = [];
      for (let number = 1; number <= Math.min(loaded.numPages, MAX_PAGES) && !cancelled; number += 1) {
        const { width, height } = (await loaded.getPage(number)).getViewport({ scale: 1 });
        sizes.push({ number, width, height });
      }
      if (cancelled) return;
      setPdf(loaded);
      setPages(sizes);
      setState('ready');
    })().catch(() => {
      if (!cancelled) setState('failed');
    });
    return () => {
      cancelled = true;
      void task.destroy();
    };
  }, [url]);

  return (
    <Stack gap="xs">
      {state === 'loading' && (
        <Center py="lg">
          <Loader size="sm" />
        </Center>
      )}
      {state === 'failed' && (
        <Alert color="orange" role="alert">
          {t('workflow.previewFailed')}
        </Alert>
      )}
      <Stack gap="xs" data-testid="pdf-pages" data-pages={pages.length}>
        {pdf && pages.map((page) => <PdfPage key={page.number} pdf={pdf} page={page} view={view} />)}
      </Stack>
    </Stack>
  );
}
