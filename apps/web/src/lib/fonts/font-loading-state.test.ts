import { describe, expect, it } from 'vitest';
import { fontLoadingReducer, initialFontLoading } from './font-loading-state.ts';

describe('fontLoadingReducer', () => {
  it('goes Unloaded → Loading → Loaded for the face being loaded', () => {
    expect(initialFontLoading.state).toBe('Unloaded');
    const loading = fontLoadingReducer(initialFontLoading, { type: 'start', face: 'a' });
    expect(loading).toEqual({ state: 'Loading', face: 'a' });
    expect(fontLoadingReducer(loading, { type: 'loaded', face: 'a' })).toEqual({
      state: 'Loaded',
      face: 'a',
    });
  });

  it('goes to Error when the face fails', () => {
    const loading = fontLoadingReducer(initialFontLoading, { type: 'start', face: 'a' });
    expect(fontLoadingReducer(loading, { type: 'failed', face: 'a' }).state).toBe('Error');
  });

  it('ignores a late answer for a face that is no longer shown', () => {
    let state = fontLoadingReducer(initialFontLoading, { type: 'start', face: 'a' });
    state = fontLoadingReducer(state, { type: 'start', face: 'b' });
    expect(fontLoadingReducer(state, { type: 'loaded', face: 'a' })).toEqual({ state: 'Loading', face: 'b' });
    expect(fontLoadingReducer(state, { type: 'failed', face: 'a' })).toEqual({ state: 'Loading', face: 'b' });
  });

  it('restarts loading when the same face is asked for again', () => {
    const loaded = { state: 'Loaded' as const, face: 'a' };
    expect(fontLoadingReducer(loaded, { type: 'start', face: 'a' }).state).toBe('Loading');
    expect(fontLoadingReducer(loaded, { type: 'failed', face: 'a' }).state).toBe('Loaded');
  });
});
