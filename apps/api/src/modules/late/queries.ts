/** What other modules read of the late policy: the hand-in's cut-off and days late, the penalty at grading, the policy's shape. */
export { assertHandInOpen, handInDaysLate, lateGrade, schoolTimeZone, workLateness, type LateGrade } from './penalty';
export { toLatePolicy } from './repository';
