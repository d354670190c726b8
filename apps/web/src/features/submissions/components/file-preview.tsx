import { Alert, Anchor, Box, Center, Group, Image, Loader, Stack, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';

// pdf.js is large: only the grading screen that shows a PDF downloads it.
const PdfPages = lazy(() => import('./pdf-pages'));

const IMAGE_EXTENSIONS = ['jpg', 'jpeg', 'png', 'gif', 'webp'];

/** The kind of preview a stored file gets; its extension follows the type the server detected. */
export function previewKind(fileName: string): 'image' | 'pdf' | 'none' {
  const extension = fileName.split('.').pop()?.toLowerCase() ?? '';
  if (IMAGE_EXTENSIONS.includes(extension)) return 'image';
  if (extension === 'pdf') return 'pdf';
  return 'none';
}

/** A submitted file shown inline where the browser can (images, PDF pages), with a download link always. */
export function FilePreview({ url, fileName }: { url: string; fileName: string }) {
  const { t } = useTranslation();
  const kind = previewKind(fileName);
  const download = (
    <Anchor href={url} target="_blank" rel="noreferrer" size="sm">
      <Group gap={4} component="span" wrap="nowrap">
        <IconDownload size={14} aria-hidden />
        {fileName}
      </Group>
    </Anchor>
  );
  return (
    <Stack gap="xs">
      {download}
      {kind === 'image' && <Image src={url} alt={fileName} radius="sm" fit="contain" mah={720} />}
      {kind === 'pdf' && (
        <Suspense
          fallback={
            <Center py="lg">
              <Loader size="sm" />
            </Center>
          }
        >
          {/* A scrolling region is reachable and scrollable with the keyboard (WCAG 2.1.1). */}
          <Box
            style={{ overflow: 'auto', maxHeight: 720 }}
            tabIndex={0}
            role="region"
            aria-label={t('workflow.previewLabel', { name: fileName })}
          >
            <PdfPages url={url} />
          </Box>
        </Suspense>
      )}
      {kind === 'none' && (
        <Alert color="gray" variant="light">
          <Text size="sm">{t('workflow.previewUnavailable')}</Text>
        </Alert>
      )}
    </Stack>
  );
}
