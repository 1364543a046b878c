export declare function webDistDir(env: Record<string, string | undefined>): string;
export declare function webBuildIsStale(root: string, distDir?: string): { stale: boolean; reason: string };
