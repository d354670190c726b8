/** The admin's roster import screen, in Uzbek (Latin): its own module, kept by the import's feature. */
export const adminImportUz = {
  intro: "O'quvchilar ro'yxatini CSV faylidan yuklang.",
};
