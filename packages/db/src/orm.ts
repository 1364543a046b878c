// The query builders and operators of the same drizzle-orm copy the schema was built with: npm keeps
// drizzle-orm nested inside packages/db, so consumers import them from here (`@foundry/db/orm`) and
// never mix two copies of drizzle's classes.
export * from 'drizzle-orm';
// A second name for a table in one statement (a self-join), from the same copy.
export { alias } from 'drizzle-orm/pg-core';
