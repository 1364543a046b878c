import { describe, expect, it } from 'vitest';
import { ConfigError } from './config-error.mjs';
import { childEnv, readStartConfig } from './read-start-config.mjs';

const read = (env) => readStartConfig(env, '/srv/shop');

describe('readStartConfig', () => {
  it('defaults to the documented ports, addresses and data folder', () => {
    expect(read({})).toEqual({
      webPort: 3000,
      apiPort: 4000,
      dataDir: '/srv/shop/data',
      publicUrl: 'http://localhost:3000',
      apiUrl: 'http://localhost:4000',
      databaseUrl: undefined,
    });
  });

  it('derives the default addresses from the chosen ports', () => {
    const config = read({ PORT: '3100', API_PORT: '4100' });
    expect(config.publicUrl).toBe('http://localhost:3100');
    expect(config.apiUrl).toBe('http://localhost:4100');
  });

  it('resolves a relative DATA_DIR against the given folder and keeps an absolute one', () => {
    expect(read({ DATA_DIR: 'var/db' }).dataDir).toBe('/srv/shop/var/db');
    expect(read({ DATA_DIR: '/tmp/shop' }).dataDir).toBe('/tmp/shop');
  });

  it('treats empty variables as unset and drops trailing slashes from addresses', () => {
    const config = read({ PORT: '', DATABASE_URL: ' ', PUBLIC_URL: 'https://shop.example/' });
    expect(config.webPort).toBe(3000);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.publicUrl).toBe('https://shop.example');
  });

  it.each([
    [{ PORT: 'abc' }, "PORT must be a port number between 1 and 65535, not 'abc'."],
    [{ PORT: '3000.5' }, "PORT must be a port number between 1 and 65535, not '3000.5'."],
    [{ API_PORT: '0' }, "API_PORT must be a port number between 1 and 65535, not '0'."],
    [{ API_PORT: '65536' }, "API_PORT must be a port number between 1 and 65535, not '65536'."],
    [{ API_PORT: '4190' }, 'API_PORT 4190 is a port that fetch refuses to connect to: choose another.'],
    [{ PORT: '4000' }, 'PORT and API_PORT are both 4000: the web site and the API need different ports.'],
    [
      { PUBLIC_URL: 'shop.example' },
      "PUBLIC_URL must be an absolute http(s) URL such as http://localhost:3000, not 'shop.example'.",
    ],
    [
      { API_URL: 'ftp://localhost:4000' },
      "API_URL must be an absolute http(s) URL such as http://localhost:4000, not 'ftp://localhost:4000'.",
    ],
  ])('refuses %o with one sentence naming the variable', (env, sentence) => {
    expect(() => read(env)).toThrow(new ConfigError(sentence));
  });
});

describe('childEnv', () => {
  it('writes the checked values back and always disables Next telemetry', () => {
    const env = childEnv(read({ PORT: '3100' }), { PATH: '/bin', PORT: '3100' });
    expect(env).toMatchObject({
      PATH: '/bin',
      PORT: '3100',
      API_PORT: '4000',
      DATA_DIR: '/srv/shop/data',
      PUBLIC_URL: 'http://localhost:3100',
      API_URL: 'http://localhost:4000',
      NEXT_TELEMETRY_DISABLED: '1',
    });
  });

  it("gives the API and the web one start's revalidation token unless the environment sets one", () => {
    const first = childEnv(read({ PORT: '3100' }), {});
    const second = childEnv(read({ PORT: '3100' }), {});
    expect(first.WEB_REVALIDATE_URL).toBe('http://localhost:3100/api/revalidate');
    expect(first.REVALIDATE_TOKEN).toMatch(/^[0-9a-f]{64}$/);
    expect(second.REVALIDATE_TOKEN).not.toBe(first.REVALIDATE_TOKEN);
    const set = {
      WEB_REVALIDATE_URL: 'https://web.internal/api/revalidate',
      REVALIDATE_TOKEN: 'x'.repeat(40),
    };
    expect(childEnv(read({}), set)).toMatchObject(set);
  });

  it('removes an empty DATABASE_URL so the API falls back to PGlite', () => {
    expect(childEnv(read({ DATABASE_URL: '' }), { DATABASE_URL: '' })).not.toHaveProperty('DATABASE_URL');
    const server = 'postgres://postgres@127.0.0.1:5432/test';
    expect(childEnv(read({ DATABASE_URL: server }), { DATABASE_URL: server }).DATABASE_URL).toBe(server);
  });
});
