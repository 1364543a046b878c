// The public surface of the trials feature: what routes and other features import from it.

export { DownloadTrialButton } from './download-trial-button.tsx';
export { ReadTrialFamiliesQuery } from './queries/read-trial-families.ts';
