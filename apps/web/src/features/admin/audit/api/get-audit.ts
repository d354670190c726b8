import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AuditEntryView } from '@sinfxona/domain/schemas/admin';
import type { Pagination } from '@sinfxona/domain/schemas/common';
import type { Read } from '@/shared/api/read';
import { readQuery } from '@/shared/api/read-query';
import { adminKeys } from '@/features/admin/admin-keys';

const AUDIT_PAGE_SIZE = 20;

export const auditRead = (page: number): Read => ({
  url: '/api/admin/audit',
  params: { page, limit: AUDIT_PAGE_SIZE },
});

/** A page of the audit log, newest first; the last page stays on screen while the next loads. */
export const auditQuery = (page: number) =>
  readQuery<{ entries: AuditEntryView[]; pagination: Pagination }>(adminKeys.audit(page), auditRead(page), {
    placeholderData: keepPreviousData,
  });

export const useAudit = (page: number) => useQuery(auditQuery(page));
