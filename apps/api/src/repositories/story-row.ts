import type { stories } from '@foundry/db';

/** A story as stored; its own file so the author and story repositories can share it without a cycle. */
export type StoryRow = typeof stories.$inferSelect;
export type StoryType = StoryRow['type'];
export type ResearchCategory = NonNullable<StoryRow['researchCategory']>;
