/** What other modules use of the class stream: the delivery worker's round that announces scheduled posts. */
export { sendScheduledAnnouncements } from './announce';
