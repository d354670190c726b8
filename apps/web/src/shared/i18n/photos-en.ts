import type { Catalogue } from './catalogue';
import type { photosUz } from './photos-uz';

/** English texts of photos of notebook pages and of the file viewer (keys mirror photos-uz.ts). */
export const photosEn: Catalogue<typeof photosUz> = {
  modeDocument: 'A document',
  modePhotos: 'Photos of pages',
  modeLabel: 'What are you handing in',
  addPhotos: 'Add photos',
  takePhoto: 'Take a photo',
  hint: 'Up to 10 photos, 10 MB together: they are made smaller before sending and handed in as one PDF',
  preparing: 'Preparing the photos…',
  summary: 'Photos: {{count}} · {{size}} (was {{original}})',
  page: 'Page {{n}}',
  moveUp: 'Move up',
  moveDown: 'Move down',
  remove: 'Remove',
  moveUpN: 'Move photo {{n}} up',
  moveDownN: 'Move photo {{n}} down',
  removeN: 'Remove photo {{n}}',
  tooMany: 'At most 10 photos: the rest were not added',
  tooLarge: 'Together the photos are over 10 MB: remove one',
  unreadable: 'This photo could not be read: {{name}}',
  none: 'No photos chosen yet',
  viewer: {
    toolbar: 'Viewer controls',
    zoomIn: 'Zoom in',
    zoomOut: 'Zoom out',
    rotate: 'Rotate 90°',
    fitWidth: 'Fit to width',
    zoom: '{{percent}}%',
    hint: 'Zoom with Ctrl + wheel or two fingers',
  },
  docx: {
    title: 'Word document: {{name}}',
    loading: 'Opening the document…',
    doc: 'An old Word file (DOC) cannot be shown here: download it to open it',
  },
};
