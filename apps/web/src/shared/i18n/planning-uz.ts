/** The task and video forms' scheduling texts (Uzbek): they load with the forms (planning-texts.ts). */
export const planningUz = {
  topic: 'Mavzu',
  publishAt: "E'lon qilish vaqti (Toshkent)",
  publishAtHint: "Bo'sh bo'lsa, darhol e'lon qilinadi",
};
