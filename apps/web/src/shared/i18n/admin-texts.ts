import { adminUz } from './admin-uz';
import { addUzbekSection } from './section-texts';

// The admin screens' Uzbek texts (only the admin menu's labels are in the start catalogue).
addUzbekSection('admin', adminUz);
