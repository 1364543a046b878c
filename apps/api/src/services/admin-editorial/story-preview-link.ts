import { STAFF_ERROR, StaffError } from '@foundry/errors';
import { requireStaff } from '../staff/require-staff.ts';
import type { StaffDeps } from '../staff/staff-deps.ts';
import { storyPreviewKey } from '../story-preview/story-preview-key.ts';
import { STORY_PREVIEW_SECONDS, signStoryPreview } from '../story-preview/story-preview-token.ts';

/** The public site's path that shows a story to the holder of a preview token. */
export const STORY_PREVIEW_PATH = '/preview/stories/';

/** A signed link that shows the story (draft or not) on the public site for a week. */
export async function storyPreviewLink(
  input: { id: number },
  deps: Pick<StaffDeps, 'admin' | 'staff' | 'config' | 'secrets'>,
  now: Date = new Date(),
) {
  requireStaff(deps.staff, 'editorial.write');
  const story = await deps.admin.stories.findById(input.id);
  if (!story) throw new StaffError(STAFF_ERROR.NOT_FOUND, 'No such story.');
  const expiry = Math.floor(now.getTime() / 1000) + STORY_PREVIEW_SECONDS;
  const token = signStoryPreview(await storyPreviewKey(deps.secrets), story.id, expiry);
  return { url: `${deps.config.publicUrl}${STORY_PREVIEW_PATH}${token}`, expiresAt: new Date(expiry * 1000) };
}
