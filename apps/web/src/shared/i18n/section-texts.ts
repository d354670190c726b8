import i18n from './i18n';

/**
 * A section's Uzbek texts joining the start catalogue when the first screen that needs them loads
 * (the other languages' catalogues carry every section already): a role's own screens should not
 * weigh on every other user's start.
 */
export function addUzbekSection(name: string, texts: object) {
  i18n.addResourceBundle('uz', 'translation', { [name]: texts }, true, true);
}
