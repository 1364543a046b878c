/** Where files are kept, read from the environment by `loadConfig` (docs/deploy.md, "Object storage"). */
export type StorageConfig = { kind: 'local' } | ({ kind: 's3' } & S3StorageConfig);

export interface S3StorageConfig {
  /** S3_ENDPOINT: an S3-compatible server (MinIO, R2, …); unset, AWS's endpoint for the region. */
  endpoint: string | undefined;
  /** S3_BUCKET: setting it is what turns object storage on. */
  bucket: string;
  /** S3_REGION: `us-east-1` unless given. */
  region: string;
  /**
   * S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY, both or neither; neither leaves the SDK's own
   * credential chain (AWS_* variables, an instance role) to find them.
   */
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
  /** S3_FORCE_PATH_STYLE: `true` addresses `endpoint/bucket/key` (most self-hosted servers need it). */
  forcePathStyle: boolean;
}

type Env = Record<string, string | undefined>;

const S3_VARIABLES = [
  'S3_ENDPOINT',
  'S3_REGION',
  'S3_ACCESS_KEY_ID',
  'S3_SECRET_ACCESS_KEY',
  'S3_FORCE_PATH_STYLE',
];
// S3's rule for bucket names that also work with virtual-hosted addressing.
const BUCKET_NAME = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;
const REGION_NAME = /^[a-z0-9-]+$/;

function setting(env: Env, name: string): string | undefined {
  const value = env[name]?.trim();
  return value ? value : undefined;
}

/** The storage configuration, or the one sentence naming the variable at fault. */
export function parseStorageConfig(env: Env): { config: StorageConfig } | { error: string } {
  const bucket = setting(env, 'S3_BUCKET');
  if (bucket === undefined) {
    const stray = S3_VARIABLES.find((name) => setting(env, name) !== undefined);
    if (stray)
      return {
        error: `S3_BUCKET must be set when ${stray} is set (object storage is used only with a bucket).`,
      };
    return { config: { kind: 'local' } };
  }
  if (!BUCKET_NAME.test(bucket)) {
    return {
      error: `S3_BUCKET must be a bucket name of 3 to 63 lower-case letters, digits, dots and hyphens (got '${bucket}').`,
    };
  }
  const endpoint = setting(env, 'S3_ENDPOINT');
  if (endpoint !== undefined && !isHttpUrl(endpoint)) {
    return { error: `S3_ENDPOINT must be an http(s) URL such as http://127.0.0.1:9000 (got '${endpoint}').` };
  }
  const region = setting(env, 'S3_REGION') ?? 'us-east-1';
  if (!REGION_NAME.test(region)) {
    return { error: `S3_REGION must be a region name such as eu-central-1 (got '${region}').` };
  }
  const forcePathStyle = setting(env, 'S3_FORCE_PATH_STYLE') ?? 'false';
  if (forcePathStyle !== 'true' && forcePathStyle !== 'false') {
    return { error: `S3_FORCE_PATH_STYLE must be one of true, false (got '${forcePathStyle}').` };
  }
  const accessKeyId = setting(env, 'S3_ACCESS_KEY_ID');
  const secretAccessKey = setting(env, 'S3_SECRET_ACCESS_KEY');
  if ((accessKeyId === undefined) !== (secretAccessKey === undefined)) {
    // The values are secrets: never echoed.
    return { error: 'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together, or neither.' };
  }
  return {
    config: {
      kind: 's3',
      endpoint: endpoint?.replace(/\/+$/, ''),
      bucket,
      region,
      credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : undefined,
      forcePathStyle: forcePathStyle === 'true',
    },
  };
}

function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}
