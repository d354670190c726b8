import { adminImportRu } from './admin-import-ru';
import type { adminUz } from './admin-uz';
import type { Catalogue } from './catalogue';

/** The school administration's screens (/admin/...), in Russian. */
export const adminRu: Catalogue<typeof adminUz> = {
  nav: {
    dashboard: 'Панель школы',
    people: 'Пользователи',
    classes: 'Классы',
    import: 'Импорт списка',
    invitations: 'Приглашения',
    settings: 'Настройки',
    audit: 'Журнал аудита',
  },
  import: adminImportRu,
};
