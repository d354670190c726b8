import { Group, Pagination, Stack, Text } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { QueryView } from '@/shared/ui/states';
import { useAudit } from '@/features/admin/audit/api/get-audit';
import { AuditEntries } from '@/features/admin/audit/components/audit-entries';
import '@/shared/i18n/admin-texts';

const PAGE_PARAM = 'page';

/** The school's audit log, newest first, a page at a time (the page in the URL). */
export default function AuditPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get(PAGE_PARAM)) || 1);
  const audit = useAudit(page);
  const entries = audit.data?.entries ?? [];
  const pagination = audit.data?.pagination;
  return (
    <Stack>
      <QueryView
        query={audit}
        errorMessage={t('admin.audit.loadFailed')}
        empty={entries.length === 0}
        emptyMessage={t('admin.audit.empty')}
      >
        <AuditEntries entries={entries} />
        <Group justify="space-between">
          <Text size="sm" c="dimmed">
            {t('admin.audit.total', { count: pagination?.total ?? 0 })}
          </Text>
          {pagination && pagination.pages > 1 && (
            <Pagination
              value={page}
              onChange={(next) => setParams(next > 1 ? { [PAGE_PARAM]: String(next) } : {})}
              total={pagination.pages}
            />
          )}
        </Group>
      </QueryView>
    </Stack>
  );
}
