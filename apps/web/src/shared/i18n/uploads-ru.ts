import type { Catalogue } from './catalogue';
import type { uploadsUz } from './uploads-uz';

/** Russian texts of sending a hand-in's file resumably (keys mirror uploads-uz.ts). */
export const uploadsRu: Catalogue<typeof uploadsUz> = {
  sending: 'Отправка: {{percent}}\u00a0%',
  reconnecting: 'Связь прервалась: переподключаемся, отправка продолжится с {{percent}}\u00a0%…',
  handingIn: 'Сдаём работу…',
  timeNote:
    'Время сдачи — момент, когда работа дошла до сервера (после полной отправки файла). Если связь прервётся, отправка продолжится с того же места.',
};
