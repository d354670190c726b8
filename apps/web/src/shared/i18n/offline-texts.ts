import { offlineUz } from './offline-uz';
import { addUzbekSection } from './section-texts';

// The offline banner, "last updated" and the new-version toast: shown only without a connection or
// after an update, so their texts load with them.
addUzbekSection('offline', offlineUz);
