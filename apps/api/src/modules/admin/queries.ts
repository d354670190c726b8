/** What other modules read and write of the school's administration (the rest stays inside it). */
export { recordAudit } from './audit';
export { consumeInvitation } from './invitations';
export { readSchool, saveSchool } from './school-settings';
