import type { Catalogue } from './catalogue';
import type { lateUz } from './late-uz';

/** Russian texts of a class's late policy, held grades and the roster's bulk actions (keys mirror late-uz.ts). */
export const lateRu: Catalogue<typeof lateUz> = {
  policy: {
    title: 'Правила опоздания',
    perDay: 'Штраф за день опоздания, %',
    floor: 'Не ниже (балл)',
    cutoff: 'Закрыть приём (дней после срока)',
    cutoffNone: 'Не закрывать',
    cutoffPlaceholder: 'Пусто: никогда',
    none: 'За опоздание баллы не снимаются; приём не закрывается.',
    penalty: '−{{percent}} % за день, не ниже {{floor}}',
    noPenalty: 'Без штрафа',
    closedAfterOneDay: 'приём закрывается через день после срока',
    closedAfter: 'приём закрывается через {{count}} дн. после срока',
    closedAtDeadline: 'приём закрывается в срок',
    neverClosed: 'приём не закрывается',
    saved: 'Правила опоздания сохранены',
    failed: 'Не удалось сохранить правила опоздания',
  },
  breakdown: {
    raw: 'Исходный {{score}}',
    penaltyOneDay: '−{{points}} за опоздание (1 день)',
    penaltyDays: '−{{points}} за опоздание ({{count}} дн.)',
    final: 'Итог {{score}} · {{mark}}',
    held: 'Скрыта',
    heldHint: 'Ученик увидит оценку, когда вы её откроете',
  },
  submit: {
    lateNotice: 'Срок прошёл. {{policy}}.',
    closed: 'Срок сдачи и дополнительные дни прошли: приём работ закрыт',
  },
  hold: {
    label: 'Скрыть оценку, пока я её не открою',
    description: 'Ученик увидит её после «Открыть оценки» в списке класса',
  },
  bulk: {
    select: 'Выбрать: {{name}}',
    selectAll: 'Выбрать всех',
    selectMissing: 'Выбрать не сдавших',
    clear: 'Снять выбор',
    selected: 'Выбрано: {{count}}',
    extend: 'Продлить срок',
    newDeadline: 'Новый срок',
    returnAction: 'Вернуть на доработку',
    returnMessage: 'Сообщение ученикам',
    release: 'Открыть оценки',
    download: 'Скачать выбранные (ZIP)',
    apply: 'Выполнить',
    result: 'Выполнено: {{done}}, пропущено: {{skipped}}',
    failed: 'Не удалось выполнить',
    barLabel: 'Действия с выбранными учениками',
  },
};
