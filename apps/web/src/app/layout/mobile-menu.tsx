import { Drawer, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { SIDEBAR_MOBILE_VW } from '@/shared/config/ui';
import { useAfterFirstPaint } from '@/shared/ui/first-open';
import { LanguageSwitch } from '@/shared/ui/language-switch';
import { NavMenu } from './nav-menu';
import type { AreaRole } from '@/shared/config/paths';

/**
 * The sidebar on a phone (SPEC §2): an overlay 70 vw wide that closes on an outside click or a link
 * click. A chunk of its own (Mantine's Drawer brings a focus trap, scroll lock and transitions), loaded
 * when the menu is first opened (the page prefetches it).
 */
export default function MobileMenu({
  role,
  opened,
  onClose,
  onLogout,
  onMountedClosed,
}: {
  role: AreaRole;
  opened: boolean;
  onClose: () => void;
  onLogout: () => void;
  /** Called once it has been painted closed: it may open (see useFirstOpen). */
  onMountedClosed: () => void;
}) {
  const { t } = useTranslation();
  useAfterFirstPaint(onMountedClosed);
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      size={`${SIDEBAR_MOBILE_VW}vw`}
      padding="sm"
      title={t('app.name')}
      closeButtonProps={{ 'aria-label': t('common.close') }}
      data-testid="mobile-sidebar"
    >
      <NavMenu role={role} collapsed={false} onNavigate={onClose} onLogout={onLogout} />
      <Group mt="md">
        <LanguageSwitch vertical />
      </Group>
    </Drawer>
  );
}
