/** Constants of foods, without zod (decision 039): the nutrition maths the planner and recipe page run import them. */

/** The default portion of every food: one gram. */
export const GRAM_PORTION = 'gram';
