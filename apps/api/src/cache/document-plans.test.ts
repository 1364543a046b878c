import { describe, expect, it } from 'vitest';
import { createDocumentPlans } from './document-plans.ts';

/** A planner that answers the operation it was asked for and counts its calls. */
function countingPlanner() {
  const calls: string[] = [];
  const plan = (document: string, operationName: string | undefined) => {
    calls.push(`${operationName ?? '-'}:${document}`);
    return operationName === 'Private' ? null : [`${operationName ?? '-'}:${document.length}`];
  };
  return { plan, calls };
}

describe('createDocumentPlans', () => {
  it('plans a document and operation once, and each operation of a document apart', () => {
    const { plan, calls } = countingPlanner();
    const plans = createDocumentPlans(plan);
    const document = 'query Families { a } query Private { b }';
    expect(plans(document, 'Families')).toEqual(['Families:40']);
    expect(plans(document, 'Families')).toEqual(['Families:40']);
    // A null plan (not cacheable) is kept as well.
    expect(plans(document, 'Private')).toBeNull();
    expect(plans(document, 'Private')).toBeNull();
    expect(plans('{ a }', undefined)).toEqual(['-:5']);
    expect(plans('{ a }', undefined)).toEqual(['-:5']);
    expect(calls).toEqual([`Families:${document}`, `Private:${document}`, '-:{ a }']);
  });

  it('plans a document over the length limit on every request', () => {
    const { plan, calls } = countingPlanner();
    const plans = createDocumentPlans(plan, { maxDocumentLength: 10 });
    plans('{ a b c d e f }', undefined);
    plans('{ a b c d e f }', undefined);
    expect(calls).toHaveLength(2);
  });

  it('keeps at most maxPlans, then starts again', () => {
    const { plan, calls } = countingPlanner();
    const plans = createDocumentPlans(plan, { maxPlans: 2 });
    plans('{ a }', 'One');
    plans('{ a }', 'Two');
    plans('{ a }', 'One');
    expect(calls).toHaveLength(2);
    plans('{ b }', undefined); // a third plan: the two kept are dropped
    plans('{ b }', undefined);
    plans('{ a }', 'One');
    expect(calls).toEqual(['One:{ a }', 'Two:{ a }', '-:{ b }', 'One:{ a }']);
  });
});
