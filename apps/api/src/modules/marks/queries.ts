/** What other modules read of marks and terms (the rest stays inside it). */
export { averageWithMark, readMarking, termNamed, type Marking } from './marking';
export { selectClassWork, type ClassWork } from './repository';
export { summarise, tasksOfTerm, workCells, type WorkCell } from './term-work';
