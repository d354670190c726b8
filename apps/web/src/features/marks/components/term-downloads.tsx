import { Button, Group, Menu } from '@mantine/core';
import {
  IconChevronDown,
  IconFileSpreadsheet,
  IconFileText,
  IconFileTypePdf,
  IconReportAnalytics,
} from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@/shared/ui/toast';
import {
  downloadReportCards,
  downloadTermGradebook,
  type GradebookFormat,
} from '@/features/marks/api/download-term-files';
import { TermSelect, useTermChoice } from './term-select';

type Download = GradebookFormat | 'year' | 'pdf';

/**
 * A class's files of one term, for its teachers: the gradebook (CSV or Excel; the whole year's Excel
 * has a sheet per term and one for the year) and the printable report cards (PDF, a pupil to a
 * page). The term picker opens on the current term.
 */
export function TermDownloads({ classId, size = 'xs' }: { classId: string; size?: 'xs' | 'sm' }) {
  const { t } = useTranslation();
  const { term, setTerm, terms } = useTermChoice();
  const [busy, setBusy] = useState(false);
  if (!terms || term === null) return null;

  const download = async (kind: Download) => {
    setBusy(true);
    try {
      if (kind === 'pdf') await downloadReportCards(classId, term);
      else if (kind === 'year') await downloadTermGradebook(classId, undefined, 'xlsx');
      else await downloadTermGradebook(classId, term, kind);
    } catch {
      toast(t('marks.exports.failed'), { type: 'error' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Group gap="xs" wrap="nowrap" data-testid="term-downloads">
      <TermSelect
        terms={terms}
        value={term}
        onChange={setTerm}
        label={null}
        aria-label={t('marks.terms.label')}
        size={size}
        w={150}
      />
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <Button
            size={size}
            variant="light"
            loading={busy}
            leftSection={<IconReportAnalytics size={16} />}
            rightSection={<IconChevronDown size={14} />}
          >
            {t('marks.exports.title')}
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item leftSection={<IconFileText size={16} />} onClick={() => void download('csv')}>
            {t('marks.exports.gradebookCsv')}
          </Menu.Item>
          <Menu.Item leftSection={<IconFileSpreadsheet size={16} />} onClick={() => void download('xlsx')}>
            {t('marks.exports.gradebookXlsx')}
          </Menu.Item>
          <Menu.Item leftSection={<IconFileSpreadsheet size={16} />} onClick={() => void download('year')}>
            {t('marks.exports.gradebookYear')}
          </Menu.Item>
          <Menu.Item leftSection={<IconFileTypePdf size={16} />} onClick={() => void download('pdf')}>
            {t('marks.exports.reportCardsPdf')}
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
    </Group>
  );
}
