/** Longer documents are planned on every request rather than kept (the plans stay small). */
const MAX_PLANNED_DOCUMENT_LENGTH = 20_000;
/** Plans kept at most (a document and an operation name each); past that they are all made again. */
const MAX_PLANS = 500;

type Planner<Plan> = (document: string, operationName: string | undefined) => Plan;

/**
 * `plan` kept by document text and operation name, for the response cache's decision, which comes
 * before the document is parsed. The request's own text is the key, not one joined per request (whose
 * copy and hash were a share of every request, docs/performance.md), and no order of use is refreshed
 * on a hit: when full, the plans start again, as each is cheap to make. `plan` must not answer
 * undefined.
 */
export function createDocumentPlans<Plan>(
  plan: Planner<Plan>,
  { maxPlans = MAX_PLANS, maxDocumentLength = MAX_PLANNED_DOCUMENT_LENGTH } = {},
): Planner<Plan> {
  const byDocument = new Map<string, Map<string, Plan>>();
  let count = 0;
  return (document, operationName) => {
    const name = operationName ?? '';
    let byName = byDocument.get(document);
    const kept = byName?.get(name);
    if (kept !== undefined) return kept;
    const made = plan(document, operationName);
    if (document.length > maxDocumentLength) return made;
    if (count >= maxPlans) {
      byDocument.clear();
      byName = undefined;
      count = 0;
    }
    if (!byName) {
      byName = new Map();
      byDocument.set(document, byName);
    }
    byName.set(name, made);
    count++;
    return made;
  };
}
