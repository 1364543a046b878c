export declare function webDistDir(env: Record<string, string | undefined>): string;
export declare function webBuildIsStale(
  root: string,
  distDir?: string,
  env?: Record<string, string | undefined>,
): { stale: boolean; reason: string };
export declare function recordWebBuildSettings(
  root: string,
  distDir: string,
  env: Record<string, string | undefined>,
): void;
