import { lateUz } from './late-uz';
import { photosUz } from './photos-uz';
import { rubricsUz } from './rubrics-uz';
import { uploadsUz } from './uploads-uz';
import { addUzbekSection } from './section-texts';

// Rubrics, the late policy, photo hand-ins and resumable sending: texts of the task, hand-in and grading screens, not
// of the dashboards a user starts on.
addUzbekSection('rubrics', rubricsUz);
addUzbekSection('late', lateUz);
addUzbekSection('photos', photosUz);
addUzbekSection('uploads', uploadsUz);
