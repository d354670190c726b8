import { Stack } from '@mantine/core';
import SettingsPage from '@/features/admin/settings/settings-page';
import GradeScaleForm from '@/features/marks/components/grade-scale-form';
import TermsForm from '@/features/marks/components/terms-form';
import '@/shared/i18n/admin-texts';

/**
 * The school's settings as the admin edits them: the school itself (name, address on the cards,
 * teacher sign-up), then its grade scale and its terms (docs/architecture.md §4 "Marks and terms").
 * Each part saves on its own with PUT /api/school.
 */
export default function AdminSettingsPage() {
  return (
    <Stack gap="lg">
      <SettingsPage />
      <GradeScaleForm />
      <TermsForm />
    </Stack>
  );
}
