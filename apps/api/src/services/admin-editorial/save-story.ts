import { notifyChange } from '@foundry/db';
import type { EditorialBlockInput } from '@foundry/domain/editorial/editorial-blocks';
import { countBlockWords, STORY_BLOCK_KINDS } from '@foundry/domain/editorial/editorial-blocks';
import { RESEARCH_CATEGORIES, STORY_TYPES } from '@foundry/domain/stories/story-path';
import { STAFF_ERROR, StaffError } from '@foundry/errors';
import {
  createAdminStoryRepository,
  type StoryWrite,
} from '../../repositories/admin/admin-story-repository.ts';
import { auditedWrite } from '../../repositories/admin/audit-log-repository.ts';
import { requireStaff } from '../staff/require-staff.ts';
import type { StaffDeps } from '../staff/staff-deps.ts';
import { FieldErrors } from './editorial-fields.ts';

export interface StoryInput {
  id: number | null;
  type: string;
  researchCategory: string | null;
  title: string;
  url: string;
  date: string;
  description: string | null;
  language: string;
  authorIds: readonly number[];
  blocks: readonly EditorialBlockInput[];
}

/**
 * Creates a story (a draft until published) or saves an existing one in its status; its authors are
 * credited in the order given. Audited, and told to the change feed so cached story pages renew.
 */
export async function saveStory(input: StoryInput, deps: Pick<StaffDeps, 'admin' | 'staff'>) {
  const staff = requireStaff(deps.staff, 'editorial.write');
  const fields = new FieldErrors();
  const type = input.type as StoryWrite['type'];
  if (!STORY_TYPES.includes(type)) fields.add('type', `Choose one of: ${STORY_TYPES.join(', ')}.`);
  const researchCategory =
    type === 'RESEARCH' ? (input.researchCategory as StoryWrite['researchCategory']) : null;
  if (type === 'RESEARCH' && !RESEARCH_CATEGORIES.includes(researchCategory as never)) {
    fields.add('researchCategory', `Research is ${RESEARCH_CATEGORIES.join(' or ')}.`);
  }
  if (!/^\d{4}-\d{2}-\d{2}$/.test(input.date) || Number.isNaN(Date.parse(input.date))) {
    fields.add('date', 'Give the date as YYYY-MM-DD.');
  }
  if (!/^[a-z]{2,3}$/.test(input.language)) fields.add('language', 'A language code such as en or cs.');
  const blocks = fields.blocks(input.blocks, STORY_BLOCK_KINDS);
  const values: StoryWrite = {
    type,
    researchCategory,
    title: fields.text('title', input.title, 200),
    url: fields.url('url', input.url),
    date: input.date,
    description: fields.optional('description', input.description, 500),
    language: input.language,
    blocks,
    wordsCount: countBlockWords(blocks),
  };
  const authorIds = [...new Set(input.authorIds)];
  if (authorIds.length > 20) fields.add('authorIds', 'At most 20 authors.');
  fields.throwIfAny();

  return auditedWrite(deps.admin.db, staff, async (tx) => {
    const repository = createAdminStoryRepository(tx);
    const before = input.id === null ? null : await repository.findById(input.id);
    if (input.id !== null && !before) throw new StaffError(STAFF_ERROR.NOT_FOUND, 'No such story.');
    const holder = await repository.urlTakenBy(values.url);
    if (holder !== null && holder !== before?.id) {
      fields.add('url', 'Another story has this address.');
    }
    if ((await repository.existingAuthorIds(authorIds)).length !== authorIds.length) {
      fields.add('authorIds', 'One of the authors does not exist any more.');
    }
    fields.throwIfAny();
    const id = before ? before.id : await repository.insert(values);
    if (before) await repository.update(id, values);
    await repository.setAuthors(id, authorIds);
    await notifyChange(tx, { topic: 'stories', ids: [String(id)] });
    const after = await repository.findById(id);
    if (!after) throw new Error('story vanished');
    return {
      result: after,
      audit: {
        action: before ? 'story.update' : 'story.create',
        entityType: 'story',
        entityId: String(id),
        before: before ? storySummary(before) : null,
        after: storySummary(after),
      },
    };
  });
}

/** What the audit log keeps of a story: its fields without the (long) blocks, and their number. */
export function storySummary(story: StoryWrite & { status: string; authorIds: number[] }) {
  const { blocks, ...rest } = story;
  return { ...rest, blocks: blocks.length };
}
