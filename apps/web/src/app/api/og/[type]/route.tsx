import {
  isSocialImageType,
  SOCIAL_IMAGE_TYPES,
  socialImageText,
} from '../../../../features/social-image/index.ts';
import { renderSocialImage } from '../../../../features/social-image/server.ts';
import { DEFAULT_DESCRIPTION } from '../../../../lib/site/site-info.ts';

/** GET /api/og/{type}?title=&subtitle= — a social preview labelled with the kind of page. */
export async function GET(request: Request, { params }: { params: Promise<{ type: string }> }) {
  const { type } = await params;
  if (!isSocialImageType(type)) return new Response('Unknown social image type.', { status: 404 });
  const text = socialImageText(new URL(request.url).searchParams, DEFAULT_DESCRIPTION);
  return renderSocialImage(text, SOCIAL_IMAGE_TYPES[type]);
}
