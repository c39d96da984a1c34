/** Moved to src/shared/planning so the server's documents read the planner's own rules. */
export * from '../../../shared/planning/day-totals.ts';
