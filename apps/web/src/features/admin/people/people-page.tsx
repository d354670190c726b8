import { Group, Pagination, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PEOPLE_ACTIVE_PARAM, PEOPLE_CLASS_PARAM, PEOPLE_ROLE_PARAM, PEOPLE_SEARCH_PARAM } from '@/shared/config/paths';
import { QueryView } from '@/shared/ui/states';
import { usePeople } from '@/features/admin/people/api/get-people';
import { PersonDialogs, type PendingAction } from '@/features/admin/people/components/person-dialogs';
import { PeopleFilters, type PeopleFilterValues } from '@/features/admin/people/components/people-filters';
import { PeopleList } from '@/features/admin/people/components/people-list';
import '@/shared/i18n/admin-texts';

const PARAMS = { role: PEOPLE_ROLE_PARAM, active: PEOPLE_ACTIVE_PARAM, classId: PEOPLE_CLASS_PARAM } as const;
const PAGE_PARAM = 'page';

/**
 * The school's people: searched and filtered on the server, a page at a time. The filters live in
 * the URL, so the dashboard's figures link to a filtered list and Back returns to it.
 */
export default function PeoplePage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const values: PeopleFilterValues = {
    role: params.get(PARAMS.role) ?? '',
    active: params.get(PARAMS.active) ?? '',
    classId: params.get(PARAMS.classId) ?? '',
  };
  const search = params.get(PEOPLE_SEARCH_PARAM) ?? '';
  const page = Math.max(1, Number(params.get(PAGE_PARAM)) || 1);
  const [typed, setTyped] = useState(search);
  const [debounced] = useDebouncedValue(typed.trim(), 300);
  const [pending, setPending] = useState<PendingAction | null>(null);

  /** Sets the given filters (an empty one is dropped) and goes back to the first page. */
  const apply = (changes: Partial<PeopleFilterValues & { search: string; page: number }>) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes)) {
          const name =
            key === 'search' ? PEOPLE_SEARCH_PARAM : key === 'page' ? PAGE_PARAM : PARAMS[key as keyof typeof PARAMS];
          if (value && !(key === 'page' && value === 1)) next.set(name, String(value));
          else next.delete(name);
        }
        if (!('page' in changes)) next.delete(PAGE_PARAM);
        return next;
      },
      { replace: true },
    );

  useEffect(() => {
    if (debounced !== search) apply({ search: debounced });
    // Only a new search text is applied; the URL's own changes are read above.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [debounced]);

  const people = usePeople({ ...values, search, page });
  const users = people.data?.users ?? [];
  const pagination = people.data?.pagination;

  return (
    <Stack>
      <PeopleFilters
        search={typed}
        onSearch={setTyped}
        values={values}
        onChange={apply}
        onClear={() => {
          setTyped('');
          setParams({}, { replace: true });
        }}
      />
      <QueryView
        query={people}
        errorMessage={t('admin.people.loadFailed')}
        empty={users.length === 0}
        emptyMessage={t('admin.people.empty')}
      >
        <PeopleList users={users} onAction={(action, user) => setPending({ action, user })} />
        <Group justify="space-between">
          <Text size="sm" c="dimmed" data-testid="people-total">
            {t('admin.people.total', { count: pagination?.total ?? 0 })}
          </Text>
          {pagination && pagination.pages > 1 && (
            <Pagination
              value={page}
              onChange={(next) => apply({ page: next })}
              total={pagination.pages}
              getControlProps={(control) => ({
                'aria-label': control === 'previous' ? t('common.previous') : t('common.next'),
              })}
            />
          )}
        </Group>
      </QueryView>
      <PersonDialogs pending={pending} onClose={() => setPending(null)} />
    </Stack>
  );
}
