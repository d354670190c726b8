import { ActionIcon, Menu } from '@mantine/core';
import {
  IconDots,
  IconKey,
  IconPencil,
  IconShieldCheck,
  IconUserCheck,
  IconUserOff,
  IconUserStar,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { User } from '@sinfxona/domain/schemas/auth';

/** What an admin may do to an account; the people screen asks before each that is hard to undo. */
export type PersonAction = 'rename' | 'reset' | 'toAdmin' | 'toTeacher' | 'deactivate' | 'activate';

/**
 * An account's actions, in a menu named after the account. An admin does not demote or deactivate
 * themself here (the server would keep the school's last admin anyway): another admin does it.
 */
export function PersonMenu({
  user,
  isMe,
  onAction,
}: {
  user: User;
  isMe: boolean;
  onAction: (action: PersonAction, user: User) => void;
}) {
  const { t } = useTranslation();
  const items: { action: PersonAction; label: string; icon: ReactNode; color?: string }[] = [
    { action: 'rename', label: t('admin.people.editName'), icon: <IconPencil size={16} /> },
    { action: 'reset', label: t('admin.people.resetPassword'), icon: <IconKey size={16} /> },
  ];
  if (!isMe && user.role === 'teacher')
    items.push({ action: 'toAdmin', label: t('admin.people.makeAdmin'), icon: <IconShieldCheck size={16} /> });
  if (!isMe && user.role === 'admin')
    items.push({ action: 'toTeacher', label: t('admin.people.makeTeacher'), icon: <IconUserStar size={16} /> });
  if (!isMe && user.active)
    items.push({
      action: 'deactivate',
      label: t('admin.people.deactivate'),
      icon: <IconUserOff size={16} color="var(--mantine-color-red-7)" />,
    });
  if (!isMe && !user.active)
    items.push({ action: 'activate', label: t('admin.people.activate'), icon: <IconUserCheck size={16} /> });
  return (
    // No focus placeholder in the menu: a focusable child without a menu item's role is an ARIA error.
    <Menu position="bottom-end" withinPortal shadow="md" withInitialFocusPlaceholder={false}>
      <Menu.Target>
        <ActionIcon variant="subtle" color="gray" aria-label={t('admin.people.actions', { name: user.fullName })}>
          <IconDots size={18} />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        {items.map((item) => (
          <Menu.Item
            key={item.action}
            leftSection={item.icon}
            color={item.color}
            onClick={() => onAction(item.action, user)}
          >
            {item.label}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
