/** Uzbek (Latin) texts of the notification bell and its list. */
export const notificationsUz = {
  bell: 'Bildirishnomalar',
  bellUnread: "Bildirishnomalar, {{count}} ta o'qilmagan",
  title: 'Bildirishnomalar',
  markAllRead: "Hammasi o'qildi",
  markReadOf: "O'qildi deb belgilash: {{title}}",
  unread: "O'qilmagan",
  empty: "Hozircha bildirishnoma yo'q",
  loadFailed: "Bildirishnomalarni yuklab bo'lmadi",
};
