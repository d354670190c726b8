import { Switch, type SwitchProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import '@/shared/i18n/grading-texts';

/** "Hold grade until I release it": the student sees the grade after the roster's "Release grades". */
export function HoldGradeSwitch(props: Omit<SwitchProps, 'label' | 'description'>) {
  const { t } = useTranslation();
  return <Switch {...props} label={t('late.hold.label')} description={t('late.hold.description')} />;
}
