import { Alert, Center, Loader } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/shared/api/client';
import { useFilePreview } from '@/features/submissions/api/get-file-preview';
import '@/shared/i18n/grading-texts';

/** Nothing in the frame loads or runs anything: only its own inline styles and inline pictures. */
const HEAD =
  '<!doctype html><html><head><meta charset="utf-8">' +
  `<meta http-equiv="Content-Security-Policy" content="default-src 'none'; img-src data:; style-src 'unsafe-inline'">` +
  '<style>body{font:15px/1.55 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#212529;margin:0;' +
  'padding:16px;overflow-wrap:anywhere}img{max-width:100%;height:auto}table{border-collapse:collapse;margin:8px 0}' +
  'td,th{border:1px solid #ced4da;padding:4px 8px;vertical-align:top}</style></head><body>';

/**
 * A Word document shown in place: the server's sanitised HTML inside a frame with every sandbox
 * restriction (`sandbox=""`: no scripts, no forms, no navigation, its own origin).
 */
export default function DocxFrame({ url, fileName }: { url: string; fileName: string }) {
  const { t } = useTranslation();
  const preview = useFilePreview(url);
  if (preview.isPending)
    return (
      <Center py="lg" aria-label={t('photos.docx.loading')}>
        <Loader size="sm" />
      </Center>
    );
  if (preview.isError)
    return (
      <Alert color="orange" role="alert">
        {errorMessage(preview.error, t('workflow.previewFailed'))}
      </Alert>
    );
  return (
    <iframe
      sandbox=""
      srcDoc={`${HEAD}${preview.data}</body></html>`}
      title={t('photos.docx.title', { name: fileName })}
      data-testid="docx-frame"
      style={{
        width: '100%',
        height: 'min(70vh, 720px)',
        border: '1px solid var(--mantine-color-gray-3)',
        borderRadius: 4,
        background: '#fff',
      }}
    />
  );
}
