import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './harness.ts';

const TOKEN = 'metrics-token-for-the-tests-0123456789';

describe('GET /metrics', () => {
  const opened: TestApp[] = [];
  afterEach(async () => {
    for (const app of opened.splice(0)) await app.close();
  });
  const open = async (env: Record<string, string> = {}) => {
    const app = await createTestApp({ env });
    opened.push(app);
    return app;
  };
  const scrape = (app: TestApp, token = TOKEN) =>
    app.fetch('/metrics', { headers: { authorization: `Bearer ${token}` } });

  it('does not exist without METRICS_TOKEN', async () => {
    const app = await open();
    expect((await app.fetch('/metrics')).status).toBe(404);
    expect((await scrape(app)).status).toBe(404);
  });

  it('asks for the token: none or a wrong one is 401', async () => {
    const app = await open({ METRICS_TOKEN: TOKEN });
    const bare = await app.fetch('/metrics');
    expect(bare.status).toBe(401);
    expect(bare.headers.get('www-authenticate')).toContain('Bearer');
    expect((await scrape(app, `${TOKEN}x`)).status).toBe(401);
    expect((await app.fetch('/metrics', { headers: { authorization: TOKEN } })).status).toBe(401);
  });

  it('counts requests, GraphQL operations and download jobs in the Prometheus format', async () => {
    const app = await open({ METRICS_TOKEN: TOKEN });
    await app.graphql('query Named { readFamilies(pageSize: 1) { nodes { id } } }');
    await app.graphql('{ noSuchField }');
    await app.fetch('/files/no/such.woff2');
    const response = await scrape(app);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/plain');
    const text = await response.text();
    expect(text).toContain('process_cpu_user_seconds_total');
    expect(text).toMatch(/foundry_http_requests_total\{route="graphql",method="POST",status="200"\} 2/);
    expect(text).toMatch(/foundry_http_requests_total\{route="files",method="GET",status="404"\} 1/);
    expect(text).toMatch(/foundry_http_request_duration_seconds_count\{route="graphql"\} 2/);
    // The operation is labelled by its root field, not the client's name for it.
    expect(text).toMatch(/foundry_graphql_operations_total\{operation="readFamilies",outcome="ok"\} 1/);
    expect(text).not.toContain('Named');
    expect(text).toMatch(/foundry_download_jobs\{status="pending"\} \d+/);
    if (app.database.kind === 'postgres') expect(text).toMatch(/foundry_db_pool_connections \d+/);
  });
});
