export * from './users.ts';
export * from './mail.ts';
export * from './uploads.ts';
export * from './sessions.ts';
export * from './foods.ts';
export * from './tags.ts';
export * from './recipes.ts';
export * from './meal-plans.ts';
