import { describe, expect, it } from 'vitest';
import { describeDatabaseUrl, openDatabase } from './client.ts';

describe('openDatabase with DATABASE_URL', () => {
  it('names DATABASE_URL when the URL is not a URL', async () => {
    await expect(openDatabase({ databaseUrl: 'not a url' })).rejects.toThrow(
      /^DATABASE_URL is not a valid URL/,
    );
  });

  it('names DATABASE_URL when the scheme is not Postgres', async () => {
    await expect(openDatabase({ databaseUrl: 'mysql://root@localhost/shop' })).rejects.toThrow(
      'DATABASE_URL must start with postgres:// or postgresql://, not mysql://.',
    );
  });

  it('names DATABASE_URL and the server, without the password, when nothing listens', async () => {
    const error = await openDatabase({ databaseUrl: 'postgres://shop:secret@127.0.0.1:1/shop' }).catch(
      (e) => e,
    );
    expect(error).toBeInstanceOf(Error);
    expect(error.message).toMatch(/^Cannot connect to the database in DATABASE_URL \(127\.0\.0\.1:1\/shop\)/);
    expect(error.message).not.toContain('secret');
  });

  it('describes a URL without its credentials', () => {
    expect(describeDatabaseUrl('postgres://u:p@db.example.com:6543/foundry')).toBe(
      'db.example.com:6543/foundry',
    );
  });
});
