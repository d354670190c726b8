import type { Catalogue } from './catalogue';
import type { photosUz } from './photos-uz';

/** Russian texts of photos of notebook pages and of the file viewer (keys mirror photos-uz.ts). */
export const photosRu: Catalogue<typeof photosUz> = {
  modeDocument: 'Документ',
  modePhotos: 'Фото страниц',
  modeLabel: 'Что вы сдаёте',
  addPhotos: 'Добавить фото',
  takePhoto: 'Сфотографировать',
  hint: 'До 10 фото, всего до 10 МБ: перед отправкой они уменьшаются и сдаются одним PDF',
  preparing: 'Готовим фото…',
  summary: 'Фото: {{count}} · {{size}} (было {{original}})',
  page: 'Страница {{n}}',
  moveUp: 'Выше',
  moveDown: 'Ниже',
  remove: 'Убрать',
  moveUpN: 'Переместить фото {{n}} выше',
  moveDownN: 'Переместить фото {{n}} ниже',
  removeN: 'Убрать фото {{n}}',
  tooMany: 'Не больше 10 фото: остальные не добавлены',
  tooLarge: 'Вместе фото больше 10 МБ: уберите одно',
  unreadable: 'Не удалось прочитать фото: {{name}}',
  none: 'Фото ещё не выбраны',
  viewer: {
    toolbar: 'Управление просмотром',
    zoomIn: 'Увеличить',
    zoomOut: 'Уменьшить',
    rotate: 'Повернуть на 90°',
    fitWidth: 'По ширине',
    zoom: '{{percent}}%',
    hint: 'Масштаб: Ctrl + колесо или двумя пальцами',
  },
  docx: {
    title: 'Документ Word: {{name}}',
    loading: 'Открываем документ…',
    doc: 'Старый файл Word (DOC) здесь не показать: скачайте его, чтобы открыть',
  },
};
