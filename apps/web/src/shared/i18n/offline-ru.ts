import type { offlineUz } from './offline-uz';

export const offlineRu: Record<keyof typeof offlineUz, string> = {
  banner: 'Нет интернета — показаны последние сохранённые данные',
  bannerHint: 'Данные обновятся сами, когда связь восстановится.',
  nothingKept: 'Этот экран ещё не сохранён: откройте его один раз при подключении к интернету.',
  lastUpdated: 'Обновлено: {{time}}',
  updateTitle: 'Готова новая версия',
  updateMessage: 'Загружена новая версия Sinfxona.',
  reloadNow: 'Обновить сейчас',
};
