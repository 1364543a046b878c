export * from './available-upgrade-options.ts';
export * from './owned-license-minimum.ts';
export * from './upgrade-coverage.ts';
export * from './upgrade-option.ts';
