import { planningUz } from './planning-uz';
import { addUzbekSection } from './section-texts';

// The task and video forms' topic and publish-time texts in Uzbek, loaded with the forms (not at start).
addUzbekSection('planning', planningUz);
