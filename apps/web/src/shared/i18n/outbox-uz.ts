/** Uzbek (Latin) texts of hand-ins queued without a connection (the outbox). */
export const outboxUz = {
  waiting: 'Tarmoq kutilmoqda',
  waitingBody:
    "Ishingiz shu qurilmada saqlandi va aloqa tiklanishi bilan yuboriladi. Topshirilgan vaqt — u serverga yetib kelgan payt, navbatga qo'yilgan payt emas.",
  sending: 'Yuborilmoqda: {{percent}}\u00a0%',
  sent: 'Yuborildi',
  sentBody: 'Ishingiz serverga yetib keldi.',
  refused: 'Qabul qilinmadi',
  discard: "O'chirish",
  sendNow: 'Hozir yuborish',
  replace: 'Boshqasini topshirish',
  replaceNote: "Yangi topshiriq navbatdagisining o'rnini egallaydi.",
  replaceSubmit: 'Navbatdagisini almashtirish',
  what: 'Navbatda: {{what}}',
  photos: '{{count}} ta sahifa rasmi',
  logoutTitle: 'Yuborilmagan ish bor',
  logoutBody:
    "Aloqa yo'qligi sababli {{count}} ta topshiriq hali yuborilmagan. Chiqsangiz, ular shu qurilmadan o'chiriladi va yuborilmaydi.",
  logoutConfirm: 'Baribir chiqish',
};
