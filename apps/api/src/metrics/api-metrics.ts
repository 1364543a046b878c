import type { Database } from '@foundry/db';
import { downloadJobs } from '@foundry/db';
import { count } from '@foundry/db/orm';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';

export interface ApiMetrics {
  registry: Registry;
  httpRequests: Counter<'route' | 'method' | 'status'>;
  httpDuration: Histogram<'route'>;
  graphqlOperations: Counter<'operation' | 'outcome'>;
}

const JOB_STATUSES = ['pending', 'generating', 'completed', 'failed'] as const;

/**
 * The figures `GET /metrics` shows, on a registry of this app's own (tests build many apps in one
 * process). Download jobs are counted from the jobs table, so every process reports the shared
 * queue; pool figures exist only with DATABASE_URL (PGlite has no pool).
 */
export function createApiMetrics(
  database: Pick<Database, 'db'> & Partial<Pick<Database, 'kind' | 'client'>>,
): ApiMetrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const httpRequests = new Counter({
    name: 'foundry_http_requests_total',
    help: 'HTTP requests answered, by route kind, method and status.',
    labelNames: ['route', 'method', 'status'] as const,
    registers: [registry],
  });
  const httpDuration = new Histogram({
    name: 'foundry_http_request_duration_seconds',
    help: 'Time from request to response, by route kind.',
    labelNames: ['route'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
    registers: [registry],
  });
  const graphqlOperations = new Counter({
    name: 'foundry_graphql_operations_total',
    help: 'GraphQL operations executed, by root field and outcome (ok or error).',
    labelNames: ['operation', 'outcome'] as const,
    registers: [registry],
  });
  new Gauge({
    name: 'foundry_download_jobs',
    help: 'Download jobs in the shared queue, by status.',
    labelNames: ['status'] as const,
    registers: [registry],
    async collect() {
      const rows = await database.db
        .select({ status: downloadJobs.status, jobs: count() })
        .from(downloadJobs)
        .groupBy(downloadJobs.status);
      for (const status of JOB_STATUSES) {
        this.set({ status }, rows.find((row) => row.status === status)?.jobs ?? 0);
      }
    },
  });
  if (database.kind === 'postgres' && database.client) {
    const pool = database.client as Extract<Database, { kind: 'postgres' }>['client'];
    const poolGauge = (name: string, help: string, read: () => number) =>
      new Gauge({
        name,
        help,
        registers: [registry],
        collect() {
          this.set(read());
        },
      });
    poolGauge(
      'foundry_db_pool_connections',
      'Connections the pool holds (busy and idle).',
      () => pool.totalCount,
    );
    poolGauge('foundry_db_pool_idle', 'Idle connections in the pool.', () => pool.idleCount);
    poolGauge('foundry_db_pool_waiting', 'Queries waiting for a free connection.', () => pool.waitingCount);
  }
  return { registry, httpRequests, httpDuration, graphqlOperations };
}
