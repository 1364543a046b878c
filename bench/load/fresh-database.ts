import pg from 'pg';

/**
 * A database of its own on the server of `serverUrl`, dropped and created again, so that every run
 * measures the demo catalogue as the API seeds it on first start.
 */
export async function freshDatabase(serverUrl: string, name: string): Promise<string> {
  // The name goes into DDL as it is: only a plain identifier is accepted.
  if (!/^[a-z_][a-z0-9_]{0,62}$/.test(name)) throw new Error(`Not a database name: ${name}`);
  const admin = new URL(serverUrl);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    await client.query(`drop database if exists ${name} with (force)`);
    await client.query(`create database ${name}`);
  } finally {
    await client.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}
