import { Button, Group, Select, TextInput } from '@mantine/core';
import { IconSearch, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { NO_CLASS } from '@sinfxona/domain/schemas/admin';
import { useClasses } from '@/shared/classes/get-classes';

export interface PeopleFilterValues {
  role: string;
  active: string;
  classId: string;
}

/** Search, and the role, status and class filters (a class's members, or those in no class); Clear resets them. */
export function PeopleFilters({
  search,
  onSearch,
  values,
  onChange,
  onClear,
}: {
  search: string;
  onSearch: (text: string) => void;
  values: PeopleFilterValues;
  onChange: (changes: Partial<PeopleFilterValues>) => void;
  onClear: () => void;
}) {
  const { t } = useTranslation();
  const classes = useClasses();
  const roles = ['student', 'teacher', 'admin'].map((role) => ({ value: role, label: t(`admin.roles.${role}`) }));
  return (
    <Group align="flex-end" gap="sm" wrap="wrap">
      <TextInput
        label={t('common.search')}
        placeholder={t('admin.people.searchPlaceholder')}
        leftSection={<IconSearch size={16} />}
        value={search}
        onChange={(event) => onSearch(event.currentTarget.value)}
        w={{ base: '100%', sm: 260 }}
      />
      <Select
        label={t('admin.people.role')}
        data={[{ value: '', label: t('admin.people.anyRole') }, ...roles]}
        value={values.role}
        onChange={(value) => onChange({ role: value ?? '' })}
        allowDeselect={false}
        w={{ base: 'calc(50% - 6px)', sm: 170 }}
      />
      <Select
        label={t('admin.people.status')}
        data={[
          { value: '', label: t('admin.people.anyStatus') },
          { value: 'true', label: t('admin.people.active') },
          { value: 'false', label: t('admin.people.inactive') },
        ]}
        value={values.active}
        onChange={(value) => onChange({ active: value ?? '' })}
        allowDeselect={false}
        w={{ base: 'calc(50% - 6px)', sm: 170 }}
      />
      <Select
        label={t('admin.people.class')}
        data={[
          { value: '', label: t('admin.people.anyClass') },
          { value: NO_CLASS, label: t('admin.people.noClass') },
          ...(classes.data ?? []).map((item) => ({ value: item._id, label: item.name })),
        ]}
        value={values.classId}
        onChange={(value) => onChange({ classId: value ?? '' })}
        allowDeselect={false}
        searchable
        w={{ base: '100%', sm: 220 }}
      />
      <Button variant="default" leftSection={<IconX size={16} />} onClick={onClear}>
        {t('common.clear')}
      </Button>
    </Group>
  );
}
