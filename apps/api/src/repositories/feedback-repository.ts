import { type Db, familyFeedback } from '@foundry/db';

export type FamilyFeedbackRow = typeof familyFeedback.$inferSelect;

export interface NewFamilyFeedback {
  familyId: number;
  message: string;
  imageKeys: readonly string[];
  userId: number | null;
}

export function createFeedbackRepository(db: Db) {
  return {
    async insert(feedback: NewFamilyFeedback): Promise<FamilyFeedbackRow> {
      const [row] = await db
        .insert(familyFeedback)
        .values({ ...feedback, imageKeys: [...feedback.imageKeys] })
        .returning();
      if (!row) throw new Error('family feedback was not inserted');
      return row;
    },
  };
}

export type FeedbackRepository = ReturnType<typeof createFeedbackRepository>;
