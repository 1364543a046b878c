// Types for the e2e config, which imports the same finder the test command uses.
export declare const SYSTEM_CHROMIUM: string;
export declare const NO_CHROMIUM_MESSAGE: string;
export declare function findChromium(probe?: {
  exists?: (path: string) => boolean;
  downloadedPath?: () => string | undefined;
}): { executablePath: string | undefined; description: string } | null;
