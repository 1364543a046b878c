/**
 * A statement that a hot read runs on every request, built once, on first use, and named, instead of
 * built again on each call: building the SQL of a statement was about a twentieth of an uncached
 * 12-family page's CPU, and PostgreSQL parses a named statement once per connection
 * (docs/performance.md). Ids go in as one array parameter (`= any(…)`), so the text never changes.
 */
export function preparedOnFirstUse<Statement>(prepare: () => Statement): () => Statement {
  let statement: Statement | undefined;
  return () => {
    statement ??= prepare();
    return statement;
  };
}
