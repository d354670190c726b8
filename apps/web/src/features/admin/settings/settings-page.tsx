import { useTranslation } from 'react-i18next';
import { QueryView } from '@/shared/ui/states';
import { useSchool } from '@/shared/school/get-school';
import { SettingsForm } from '@/features/admin/settings/components/settings-form';

/** The school's settings: its name, the address on the login cards, the teacher sign-up policy. */
export default function SettingsPage() {
  const { t } = useTranslation();
  const school = useSchool();
  return (
    <QueryView query={school} errorMessage={t('admin.settings.loadFailed')}>
      {(data) => <SettingsForm school={data} />}
    </QueryView>
  );
}
