export * from './change-notice.ts';
export * from './client.ts';
export type { FileSink } from './files/file-sink.ts';
export { folderFileSink } from './files/file-sink.ts';
export * from './migrate.ts';
export * from './migration-status.ts';
export * from './schema/index.ts';
export { seedDemoCatalogue } from './seed/seed-demo-catalogue.ts';
