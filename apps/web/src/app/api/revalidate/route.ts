import { setTimeout as sleep } from 'node:timers/promises';
import { revalidateTag } from 'next/cache';
import { after } from 'next/server';
import {
  handleRevalidationRequest,
  RENDERS_IN_FLIGHT_MS,
} from '../../../lib/cache/handle-revalidation-request.ts';

export const dynamic = 'force-dynamic';

/** Tag revalidation for the API's change feed (docs/performance.md, "Public pages"). */
export function POST(request: Request): Promise<Response> {
  return handleRevalidationRequest(request, {
    token: process.env.REVALIDATE_TOKEN?.trim(),
    // Expired at once: the next visitor gets the new prices, not one more view of the old page.
    revalidate: (tag) => revalidateTag(tag, { expire: 0 }),
    // After the answer: the API's change feed does not wait for the second expiry.
    afterRendersInFlight: (task) =>
      after(async () => {
        await sleep(RENDERS_IN_FLIGHT_MS);
        task();
      }),
  });
}
