import { Button, Card, Radio, Stack, Textarea, TextInput } from '@mantine/core';
import { IconDeviceFloppy } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { School, TeacherSignup } from '@sinfxona/domain/schemas/school';
import { errorMessage, fieldErrors } from '@/shared/api/client';
import { FormFailure } from '@/shared/ui/form-parts';
import { toast } from '@/shared/ui/toast';
import { useUpdateSchool } from '@/shared/school/update-school';

/**
 * The school's name, the address its login cards print and who may sign up as a teacher. (The marks
 * and the terms are set elsewhere: this form sends only its own three settings.)
 */
export function SettingsForm({ school }: { school: School }) {
  const { t } = useTranslation();
  const save = useUpdateSchool();
  const [name, setName] = useState(school.name);
  const [address, setAddress] = useState(school.address);
  const [signup, setSignup] = useState<TeacherSignup>(school.teacherSignup);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setErrors({});
    setFailure(null);
    // Only what changed is sent, so the audit log names just that.
    const changes = {
      ...(name !== school.name ? { name } : {}),
      ...(address !== school.address ? { address } : {}),
      ...(signup !== school.teacherSignup ? { teacherSignup: signup } : {}),
    };
    try {
      if (Object.keys(changes).length > 0) await save.mutateAsync(changes);
      toast(t('admin.settings.saved'), { type: 'success' });
    } catch (error) {
      const fields = fieldErrors(error);
      setErrors(fields);
      if (Object.keys(fields).length === 0) setFailure(errorMessage(error, t('admin.settings.saveFailed')));
    }
  };

  return (
    <Card withBorder radius="md" padding="lg" maw={640}>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack>
          <TextInput
            label={t('admin.settings.name')}
            placeholder={t('admin.settings.namePlaceholder')}
            value={name}
            onChange={(event) => setName(event.currentTarget.value)}
            error={errors.name}
            required
            maxLength={200}
          />
          <Textarea
            label={t('admin.settings.address')}
            description={t('admin.settings.addressHint')}
            value={address}
            onChange={(event) => setAddress(event.currentTarget.value)}
            error={errors.address}
            autosize
            minRows={2}
            maxLength={200}
          />
          <Radio.Group
            label={t('admin.settings.signup')}
            value={signup}
            onChange={(value) => setSignup(value as TeacherSignup)}
            error={errors.teacherSignup}
          >
            <Stack gap="xs" mt="xs">
              <Radio value="invite" label={t('admin.settings.signupInvite')} />
              <Radio value="open" label={t('admin.settings.signupOpen')} />
            </Stack>
          </Radio.Group>
          <FormFailure message={failure} />
          <Button type="submit" leftSection={<IconDeviceFloppy size={18} />} loading={save.isPending} w="fit-content">
            {t('admin.settings.save')}
          </Button>
        </Stack>
      </form>
    </Card>
  );
}
