// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { Client, type Exchange } from 'urql';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { filter, fromValue, map, mergeMap, pipe } from 'wonka';
import { readRuntimeConfig } from '../../lib/env/runtime-config.ts';
import { RuntimeConfigProvider } from '../../lib/env/runtime-config-provider.tsx';
import { GraphqlProvider } from '../../lib/graphql/graphql-provider.tsx';
import { usePolledWebfontsProject } from './use-polled-webfonts-project.ts';

/** The generation states the stand-in answers with, one per read; the last one repeats. */
let answers: { generating: boolean; generation: string }[] = [];
let reads: Record<string, unknown>[] = [];

const project = (state: { generating: boolean; generation: string }) => ({
  id: '5',
  title: 'Shop',
  type: 'regular',
  status: 'ACTIVE',
  licenseKey: 'k',
  updated: '2026-11-22T07:00:00.000Z',
  paymentUrl: null,
  budget: null,
  domains: ['example.com'],
  billingEmails: [],
  editingEmails: [],
  cssUrl: null,
  downloadUrl: null,
  lastMonthStats: null,
  canDelete: true,
  fonts: [],
  ...state,
});

/** Answers every read at once from `answers`, without a network, so fake timers drive the test. */
const standInExchange: Exchange = () => (operations) =>
  pipe(
    operations,
    // urql also sends a teardown when a read is done with; only queries are reads.
    filter((operation) => operation.kind === 'query'),
    mergeMap((operation) => {
      reads.push(operation.variables as Record<string, unknown>);
      const state = answers[Math.min(reads.length - 1, answers.length - 1)] as (typeof answers)[number];
      return pipe(
        fromValue(operation),
        map(() => ({
          operation,
          data: { readWebfontsProjects: { nodes: [project(state)] } },
          stale: false,
          hasNext: false,
        })),
      );
    }),
  );

function Probe() {
  const { project: current } = usePolledWebfontsProject('5');
  return <p>{current ? current.generation : 'loading'}</p>;
}

function renderProbe() {
  const client = new Client({ url: 'http://stand-in/graphql', exchanges: [standInExchange] });
  return render(
    <RuntimeConfigProvider config={readRuntimeConfig({})}>
      <GraphqlProvider client={client}>
        <Probe />
      </GraphqlProvider>
    </RuntimeConfigProvider>,
  );
}

beforeEach(() => {
  vi.useFakeTimers();
  reads = [];
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('a web font project read while its fonts are generated', () => {
  it('reads the project by id with page size 1, again every 5 seconds while generating, then stops', async () => {
    answers = [
      { generating: true, generation: 'Pending' },
      { generating: true, generation: 'Generating' },
      { generating: false, generation: 'Completed' },
    ];
    renderProbe();
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(screen.getByText('Pending')).toBeTruthy();
    expect(reads).toEqual([{ id: '5', page: 1, pageSize: 1 }]);

    await act(() => vi.advanceTimersByTimeAsync(4999));
    expect(reads).toHaveLength(1);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(reads).toHaveLength(2);
    expect(screen.getByText('Generating')).toBeTruthy();

    await act(() => vi.advanceTimersByTimeAsync(5000));
    expect(reads).toHaveLength(3);
    expect(screen.getByText('Completed')).toBeTruthy();

    // Generation is over: no further reads however long the page stays open.
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(reads).toHaveLength(3);
  });

  it('reads once when nothing is being generated', async () => {
    answers = [{ generating: false, generation: 'Completed' }];
    renderProbe();
    await act(() => vi.advanceTimersByTimeAsync(30_000));
    expect(reads).toHaveLength(1);
  });

  it('stops polling when the page is left', async () => {
    answers = [{ generating: true, generation: 'Generating' }];
    const { unmount } = renderProbe();
    await act(() => vi.advanceTimersByTimeAsync(5000));
    expect(reads).toHaveLength(2);
    unmount();
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(reads).toHaveLength(2);
    expect(vi.getTimerCount()).toBe(0);
  });
});
