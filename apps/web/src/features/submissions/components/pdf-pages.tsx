import { Alert, Center, Loader, Stack } from '@mantine/core';
import { getDocument, GlobalWorkerOptions, type PDFDocumentProxy } from 'pdfjs-dist';
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

GlobalWorkerOptions.workerSrc = workerUrl;

/** Pages drawn at most: a long PDF is still downloaded whole by its link. */
const MAX_PAGES = 30;

/** A PDF drawn page by page onto canvases with pdf.js (no browser plug-in, nothing run from the file). */
export default function PdfPages({ url }: { url: string }) {
  const { t } = useTranslation();
  const holder = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>('loading');

  useEffect(() => {
    let cancelled = false;
    const task = getDocument({ url, isEvalSupported: false });
    const target = holder.current!;
    target.replaceChildren();
    (async () => {
      const pdf: PDFDocumentProxy = await task.promise;
      const width = Math.max(320, target.clientWidth - 4);
      for (let number = 1; number <= Math.min(pdf.numPages, MAX_PAGES) && !cancelled; number += 1) {
        const page = await pdf.getPage(number);
        const scale = width / page.getViewport({ scale: 1 }).width;
        const viewport = page.getViewport({ scale: scale * window.devicePixelRatio });
        const canvas = document.createElement('canvas');
        canvas.width = Math.floor(viewport.width);
        canvas.height = Math.floor(viewport.height);
        canvas.style.width = '100%';
        canvas.style.border = '1px solid var(--mantine-color-gray-3)';
        canvas.setAttribute('role', 'img');
        canvas.setAttribute('aria-label', t('workflow.pdfPage', { page: number }));
        target.append(canvas);
        await page.render({ canvas, viewport }).promise;
      }
      if (!cancelled) setState('ready');
    })().catch(() => {
      if (!cancelled) setState('failed');
    });
    return () => {
      cancelled = true;
      void task.destroy();
    };
  }, [url, t]);

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
      <Stack gap="xs" ref={holder} data-testid="pdf-pages" />
    </Stack>
  );
}
