import { socialImageText } from '../../../features/social-image/index.ts';
import { renderSocialImage } from '../../../features/social-image/server.ts';
import { DEFAULT_DESCRIPTION } from '../../../lib/site/site-info.ts';

/** GET /api/og?title=&subtitle= — the default social preview image (1200x630 PNG). */
export async function GET(request: Request) {
  return renderSocialImage(socialImageText(new URL(request.url).searchParams, DEFAULT_DESCRIPTION));
}
