/** Uzbek (Latin) texts of sending a hand-in's file resumably (the hand-in dialog and form). */
export const uploadsUz = {
  sending: 'Yuborilmoqda: {{percent}}\u00a0%',
  reconnecting: 'Aloqa uzildi: qayta ulanilmoqda, yuborish {{percent}}\u00a0% dan davom etadi…',
  handingIn: 'Topshirilmoqda…',
  timeNote:
    "Topshirilgan vaqt — ishingiz serverga yetib kelgan payt (fayl to'liq yuborilgach). Aloqa uzilsa, yuborish to'xtagan joyidan davom etadi.",
};
