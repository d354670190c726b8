import { Alert, Anchor, Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconFileImport, IconInfoCircle, IconMailPlus, IconSchool } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '@/shared/config/paths';
import { QueryView } from '@/shared/ui/states';
import { useSchool } from '@/shared/school/get-school';
import { useSchoolStats } from '@/features/admin/dashboard/api/get-school-stats';
import { SchoolFigures } from '@/features/admin/dashboard/components/school-figures';
import { DeliveryCard } from '@/features/admin/dashboard/components/delivery-card';
import '@/shared/i18n/admin-texts';

/** The school administration's home: the school's name, its figures (each opening its list) and the usual next steps. */
export default function AdminDashboardPage() {
  const { t } = useTranslation();
  const stats = useSchoolStats();
  const school = useSchool();
  const name = school.data?.name;
  return (
    <Stack gap="lg">
      {name ? (
        <Title order={2} size="h3" data-testid="school-name">
          {name}
        </Title>
      ) : (
        school.isSuccess && (
          <Alert color="blue" icon={<IconInfoCircle size={18} />}>
            <Text size="sm">
              {t('admin.dashboard.unnamed')}{' '}
              <Anchor
                component={Link}
                to={paths.admin.settings.getHref()}
                size="sm"
                c="blue.9"
                fw={600}
                underline="always"
              >
                {t('admin.dashboard.nameIt')}
              </Anchor>
            </Text>
          </Alert>
        )
      )}
      <QueryView query={stats} errorMessage={t('admin.dashboard.loadFailed')}>
        {(data) => <SchoolFigures stats={data} />}
      </QueryView>
      <section aria-labelledby="school-actions">
        <Title order={2} size="h4" id="school-actions" mb="sm">
          {t('admin.dashboard.quickActions')}
        </Title>
        <Group gap="sm">
          <Button component={Link} to={paths.admin.invitations.getHref()} leftSection={<IconMailPlus size={18} />}>
            {t('admin.dashboard.inviteTeacher')}
          </Button>
          <Button
            component={Link}
            to={paths.admin.import.getHref()}
            variant="light"
            leftSection={<IconFileImport size={18} />}
          >
            {t('admin.dashboard.importRoster')}
          </Button>
          <Button
            component={Link}
            to={paths.admin.classes.getHref()}
            variant="default"
            leftSection={<IconSchool size={18} />}
          >
            {t('admin.nav.classes')}
          </Button>
        </Group>
      </section>
      <DeliveryCard />
    </Stack>
  );
}
