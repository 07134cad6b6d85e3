/** Values the server projects' globalSetup files hand to every test file through `inject()`. */
declare module 'vitest' {
  export interface ProvidedContext {
    /** A tar of a migrated PGlite (dumpDataDir), so each file skips the ~3 s create + migrate. */
    pgliteTemplate: string;
    /** postgres:// URL with CREATE DATABASE rights; '' when no PostgreSQL is available. */
    postgresAdminUrl: string;
  }
}

export {};
