import { guardianUz } from './guardian-uz';
import { addUzbekSection } from './section-texts';

// The guardian screens' and the pupil's guardians card's Uzbek texts (only the menu's label is in the start catalogue).
addUzbekSection('guardian', guardianUz);
