/** Uzbek (Latin) texts of sending a hand-in's file resumably (the hand-in dialog and form). */
export const uploadsUz = {
  sending: 'Yuborilmoqda: {{percent}} %',
  reconnecting: 'Aloqa uzildi: qayta ulanilmoqda, yuborish {{percent}} % dan davom etadi…',
  handingIn: 'Topshirilmoqda…',
  timeNote:
    "Topshirilgan vaqt — ishingiz serverga yetib kelgan payt (fayl to'liq yuborilgach). Aloqa uzilsa, yuborish to'xtagan joyidan davom etadi.",
};
