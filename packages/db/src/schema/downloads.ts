import { DOWNLOAD_JOB_STATUSES } from '@foundry/domain/fonts/download-job-status';
import { index, integer, pgEnum, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { families } from './fonts.ts';
import { orders } from './orders.ts';
import { users } from './users.ts';

export const downloadStatus = pgEnum('download_status', DOWNLOAD_JOB_STATUSES);

/**
 * A background job that packs bought fonts (and their licence) into a ZIP. The row is the queue: a
 * worker claims the oldest pending row with FOR UPDATE SKIP LOCKED, so any number of API processes
 * can share the work and a job is built once.
 */
export const downloadJobs = pgTable(
  'download_jobs',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    // Unguessable reference: whoever holds id + hash may poll and fetch the file.
    hash: text('hash').notNull().unique(),
    // 'order' (fonts of an order), 'family' (a family the user owns), 'trial', 'corporate', 'customisation'.
    type: text('type').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'cascade' }),
    familyId: integer('family_id').references(() => families.id, { onDelete: 'cascade' }),
    // What to build (encodings, styles, axes …), as the service that queued it wrote it.
    request: text('request').notNull().default('{}'),
    status: downloadStatus('status').notNull().default('pending'),
    // Storage key of the finished ZIP.
    fileKey: text('file_key'),
    error: text('error'),
    // Claims so far; the claim's number also fences a worker that lost its lease (docs/deploy.md).
    attempts: integer('attempts').notNull().default(0),
    // While 'generating', the worker's lease: renewed as it builds; once past, another worker may
    // claim the job (its worker died), until the attempts run out.
    leaseExpiresAt: timestamp('lease_expires_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    index('download_jobs_status_idx').on(t.status, t.id),
    index('download_jobs_order_idx').on(t.orderId),
  ],
);
