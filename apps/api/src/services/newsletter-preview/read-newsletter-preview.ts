import type {
  NewsletterIssueRepository,
  NewsletterIssueRow,
} from '../../repositories/newsletter-issue-repository.ts';
import { parseId } from '../ids/parse-ids.ts';

const MAX_ROW_ID = 2_147_483_647;

/**
 * A newsletter issue by id, sent or not: the web preview is linked from the e-mail ("view in the
 * browser") and shared before sending. An id that names no issue gives null.
 */
export async function readNewsletterPreview(
  issues: NewsletterIssueRepository,
  id: string | number,
): Promise<NewsletterIssueRow | null> {
  const parsed = parseId(id);
  if (parsed === null || parsed > MAX_ROW_ID) return null;
  return issues.findById(parsed);
}
