// The one place drizzle-kit and the database client read the whole schema from.
export * from './users';
export * from './games';
export * from './groups';
export * from './posts';
export * from './messages';
export * from './results';
export * from './leaderboards';
export * from './push';
export * from './safety';
export * from './infrastructure';
