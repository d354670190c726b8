import type { Catalogue } from './catalogue';
import type { outboxUz } from './outbox-uz';

/** Russian texts of hand-ins queued without a connection (keys mirror outbox-uz.ts). */
export const outboxRu: Catalogue<typeof outboxUz> = {
  waiting: 'Ожидание сети',
  waitingBody:
    'Работа сохранена на этом устройстве и будет отправлена, когда появится связь. Время сдачи — момент, когда она дойдёт до сервера, а не когда поставлена в очередь.',
  sending: 'Отправка: {{percent}}\u00a0%',
  sent: 'Отправлено',
  sentBody: 'Работа дошла до сервера.',
  refused: 'Не принято',
  discard: 'Удалить',
  sendNow: 'Отправить сейчас',
  replace: 'Сдать другое',
  replaceNote: 'Новая сдача заменит ожидающую.',
  replaceSubmit: 'Заменить ожидающую',
  what: 'В очереди: {{what}}',
  photos: 'фото страниц: {{count}}',
  logoutTitle: 'Есть неотправленная работа',
  logoutBody:
    'Без связи не отправлено сдач: {{count}}. Если вы выйдете, они будут удалены с этого устройства и не будут отправлены.',
  logoutConfirm: 'Всё равно выйти',
};
