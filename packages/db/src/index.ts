export * from './client.ts';
export type { FileSink } from './files/file-sink.ts';
export { folderFileSink } from './files/file-sink.ts';
export type { FontFacts } from './fonts/analyse-font.ts';
export { analyseFont } from './fonts/analyse-font.ts';
export { detectFontFormat, fontContentTypes } from './fonts/font-format.ts';
export * from './migrate.ts';
export * from './schema/index.ts';
export { seedDemoCatalogue } from './seed/seed-demo-catalogue.ts';
