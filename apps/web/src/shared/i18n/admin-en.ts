import { adminImportEn } from './admin-import-en';
import type { adminUz } from './admin-uz';
import type { Catalogue } from './catalogue';

/** The school administration's screens (/admin/...), in English. */
export const adminEn: Catalogue<typeof adminUz> = {
  nav: {
    dashboard: 'School dashboard',
    people: 'People',
    classes: 'Classes',
    import: 'Roster import',
    invitations: 'Invitations',
    settings: 'Settings',
    audit: 'Audit log',
  },
  import: adminImportEn,
};
