/** Reading without a connection and the installed app's updates (shared/offline/): Uzbek (Latin). */
export const offlineUz = {
  banner: "Internet yo'q — oxirgi saqlangan ma'lumotlar ko'rsatilmoqda",
  bannerHint: "Aloqa tiklanganda ma'lumotlar o'zi yangilanadi.",
  nothingKept: 'Bu sahifa hali saqlanmagan: uni internet bor paytda bir marta oching.',
  lastUpdated: 'Oxirgi yangilanish: {{time}}',
  updateTitle: 'Yangi versiya tayyor',
  updateMessage: 'Sinfxonaning yangi versiyasi yuklandi.',
  reloadNow: 'Hozir yangilash',
};
