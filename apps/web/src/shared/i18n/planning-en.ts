import type { Catalogue } from './catalogue';
import type { planningUz } from './planning-uz';

export const planningEn: Catalogue<typeof planningUz> = {
  topic: 'Topic',
  publishAt: 'Publish at (Tashkent time)',
  publishAtHint: 'Leave empty to publish now',
};
