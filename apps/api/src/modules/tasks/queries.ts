/** What other modules read of tasks (eslint: another module is read only through its queries.ts). */
export { matchingTasks as tasksListedFor } from './task-list';
