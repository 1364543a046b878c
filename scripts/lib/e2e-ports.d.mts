export declare function e2ePorts(env: Record<string, string | undefined>): {
  webPort: number;
  apiPort: number;
  adminPort: number;
};
