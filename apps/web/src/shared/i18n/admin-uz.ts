import { adminImportUz } from './admin-import-uz';

/** The school administration's screens (/admin/...), in Uzbek (Latin). */
export const adminUz = {
  nav: {
    dashboard: 'Maktab paneli',
    people: 'Foydalanuvchilar',
    classes: 'Sinflar',
    import: "Ro'yxat importi",
    invitations: 'Taklifnomalar',
    settings: 'Sozlamalar',
    audit: 'Audit jurnali',
  },
  import: adminImportUz,
};
