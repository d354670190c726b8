import { addUzbekSection } from './section-texts';
import { outboxUz } from './outbox-uz';

// Queued hand-ins' Uzbek texts: they load with the outbox's screens, not with the dashboards.
addUzbekSection('outbox', outboxUz);
