import { adminUz } from './admin-uz';
import i18n from './i18n';

// The admin screens' Uzbek texts join the start catalogue when the first of those screens loads
// (the other languages' catalogues carry them already): admins are few, every start pays for them.
i18n.addResourceBundle('uz', 'translation', { admin: adminUz }, true, true);
