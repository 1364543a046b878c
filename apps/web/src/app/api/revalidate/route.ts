import { revalidateTag } from 'next/cache';
import { handleRevalidationRequest } from '../../../lib/cache/handle-revalidation-request.ts';

export const dynamic = 'force-dynamic';

/** Tag revalidation for the API's change feed (docs/performance.md, "Public pages"). */
export function POST(request: Request): Promise<Response> {
  return handleRevalidationRequest(request, {
    token: process.env.REVALIDATE_TOKEN?.trim(),
    // Expired at once: the next visitor gets the new prices, not one more view of the old page.
    revalidate: (tag) => revalidateTag(tag, { expire: 0 }),
  });
}
