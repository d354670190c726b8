import { Alert, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { User } from '@sinfxona/domain/schemas/auth';
import { errorMessage, fieldErrors } from '@/shared/api/client';
import { ConfirmModal } from '@/shared/ui/confirm-modal';
import { Dialog } from '@/shared/ui/dialog';
import { FormActions, FormFailure } from '@/shared/ui/form-parts';
import { toast } from '@/shared/ui/toast';
import { CopyField } from '@/features/admin/components/copy-field';
import { useResetPassword } from '@/features/admin/people/api/reset-password';
import { useUpdatePerson } from '@/features/admin/people/api/update-person';
import type { PersonAction } from '@/features/admin/people/components/person-menu';

export interface PendingAction {
  action: PersonAction;
  user: User;
}

/**
 * The dialogs behind the people screen's menu: each asks first, then saves and says what happened
 * (or the server's refusal, in the user's language). A reset shows the one-time password once.
 */
export function PersonDialogs({ pending, onClose }: { pending: PendingAction | null; onClose: () => void }) {
  const { t } = useTranslation();
  const update = useUpdatePerson();
  const reset = useResetPassword();
  const [password, setPassword] = useState<{ user: User; value: string } | null>(null);
  const action = pending?.action;
  const user = pending?.user;
  const name = user?.fullName ?? '';

  const change = async (input: Parameters<typeof update.mutateAsync>[0]['input'], done: string) => {
    if (!user) return;
    try {
      await update.mutateAsync({ id: user._id, input });
      toast(done, { type: 'success' });
      onClose();
    } catch (error) {
      toast(errorMessage(error, t('admin.people.updateFailed')), { type: 'error' });
    }
  };

  const resetPassword = async () => {
    if (!user) return;
    try {
      const value = await reset.mutateAsync(user._id);
      onClose();
      setPassword({ user, value });
    } catch (error) {
      toast(errorMessage(error, t('admin.people.resetFailed')), { type: 'error' });
    }
  };

  const confirm = (() => {
    switch (action) {
      case 'deactivate':
        return {
          title: t('admin.people.deactivateTitle'),
          text: t('admin.people.deactivateConfirm', { name }),
          label: t('admin.people.deactivate'),
          run: () => change({ active: false }, t('admin.people.deactivated', { name })),
        };
      case 'activate':
        return {
          title: t('admin.people.activateTitle'),
          text: t('admin.people.activateConfirm', { name }),
          label: t('admin.people.activate'),
          color: 'teal',
          run: () => change({ active: true }, t('admin.people.activated', { name })),
        };
      case 'toAdmin':
        return {
          title: t('admin.people.roleTitle'),
          text: t('admin.people.toAdminConfirm', { name }),
          label: t('admin.people.makeAdmin'),
          color: 'grape',
          run: () => change({ role: 'admin' }, t('admin.people.roleChanged', { name })),
        };
      case 'toTeacher':
        return {
          title: t('admin.people.roleTitle'),
          text: t('admin.people.toTeacherConfirm', { name }),
          label: t('admin.people.makeTeacher'),
          run: () => change({ role: 'teacher' }, t('admin.people.roleChanged', { name })),
        };
      case 'reset':
        return {
          title: t('admin.people.resetTitle'),
          text: t('admin.people.resetConfirm', { name }),
          label: t('admin.people.resetPassword'),
          color: 'orange',
          run: resetPassword,
        };
      default:
        return null;
    }
  })();

  return (
    <>
      <ConfirmModal
        opened={confirm !== null}
        title={confirm?.title ?? ''}
        confirmLabel={confirm?.label ?? ''}
        color={confirm?.color}
        loading={update.isPending || reset.isPending}
        onConfirm={() => void confirm?.run()}
        onClose={onClose}
      >
        {confirm?.text ?? ''}
      </ConfirmModal>
      <RenameDialog user={action === 'rename' ? (user ?? null) : null} onClose={onClose} />
      <Dialog
        opened={password !== null}
        onClose={() => setPassword(null)}
        title={t('admin.people.resetDoneTitle')}
        centered
      >
        {password && (
          <Stack>
            <Text>{t('admin.people.resetDone', { name: password.user.fullName })}</Text>
            <CopyField
              label={t('admin.people.password')}
              value={password.value}
              copyLabel={t('admin.copy')}
              testId="one-time-password"
              large
            />
            <Alert color="yellow">{t('admin.people.resetHint')}</Alert>
          </Stack>
        )}
      </Dialog>
    </>
  );
}

/** Renames an account; the name's own errors (too short, too long) show under the field. */
function RenameDialog({ user, onClose }: { user: User | null; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Dialog opened={user !== null} onClose={onClose} title={t('admin.people.editTitle')} centered>
      {/* A form of its own per account, so it starts from that account's name. */}
      {user && <RenameForm key={user._id} user={user} onClose={onClose} />}
    </Dialog>
  );
}

function RenameForm({ user, onClose }: { user: User; onClose: () => void }) {
  const { t } = useTranslation();
  const update = useUpdatePerson();
  const [fullName, setFullName] = useState(user.fullName);
  const [failure, setFailure] = useState<{ field?: string; form: string | null }>({ form: null });

  const save = async (event: React.FormEvent) => {
    event.preventDefault();
    try {
      await update.mutateAsync({ id: user._id, input: { fullName } });
      toast(t('admin.people.renamed'), { type: 'success' });
      onClose();
    } catch (error) {
      const field = fieldErrors(error).fullName;
      setFailure(field ? { field, form: null } : { form: errorMessage(error, t('admin.people.updateFailed')) });
    }
  };

  return (
    <form onSubmit={(event) => void save(event)} noValidate>
      <Stack>
        <TextInput
          label={t('admin.people.fullName')}
          value={fullName}
          onChange={(event) => setFullName(event.currentTarget.value)}
          error={failure.field}
          required
          data-autofocus
        />
        <FormFailure message={failure.form} />
        <FormActions onCancel={onClose} loading={update.isPending} />
      </Stack>
    </form>
  );
}
