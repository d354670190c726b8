import type { Catalogue } from './catalogue';
import type { planningUz } from './planning-uz';

export const planningRu: Catalogue<typeof planningUz> = {
  topic: 'Тема',
  publishAt: 'Опубликовать (время Ташкента)',
  publishAtHint: 'Пусто — опубликовать сразу',
};
