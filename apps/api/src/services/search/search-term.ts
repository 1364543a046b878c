import { QUICK_SEARCH_MIN_CHARS } from '@foundry/domain/constants/limits';
import { isQuickSearchQuery } from '@foundry/domain/search/is-quick-search-query';
import { SEARCH_TERM_MAX_CHARS } from '@foundry/domain/search/search-limits';
import { InputError } from '@foundry/errors';

/**
 * The term, trimmed, after checking its length: shorter than 3 characters (the browser shows the
 * hint instead of asking) or longer than 100 is the caller's mistake, reported on the field `term`
 * like the other input errors (BAD_USER_INPUT), not masked.
 */
export function readSearchTerm(term: string): string {
  const trimmed = term.trim();
  let problem: string | null = null;
  if (!isQuickSearchQuery(trimmed)) {
    problem = `The search term needs at least ${QUICK_SEARCH_MIN_CHARS} characters.`;
  } else if ([...trimmed].length > SEARCH_TERM_MAX_CHARS) {
    problem = `The search term can have at most ${SEARCH_TERM_MAX_CHARS} characters.`;
  }
  if (problem) {
    throw new InputError({ term: problem });
  }
  return trimmed;
}
