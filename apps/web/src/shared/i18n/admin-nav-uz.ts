/** The admin menu's labels: in the start catalogue, since the menu shows before an admin screen loads. */
export const adminNavUz = {
  dashboard: 'Maktab paneli',
  people: 'Foydalanuvchilar',
  classes: 'Sinflar',
  import: "Ro'yxat importi",
  invitations: 'Taklifnomalar',
  settings: 'Sozlamalar',
  audit: 'Audit jurnali',
};
