import { addUzbekSection } from './section-texts';
import { streamUz } from './stream-uz';

// The class stream's Uzbek texts: they load with the class pages that show it.
addUzbekSection('stream', streamUz);
