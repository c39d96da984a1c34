/** The product's name and default brand colour (SPEC §9), for the browser and for mail alike. */
export const APP_NAME = 'Meal Planner';
export const DEFAULT_BRAND_COLOR = '#97c81f';
