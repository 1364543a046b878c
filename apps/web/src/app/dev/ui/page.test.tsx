import { afterEach, describe, expect, it, vi } from 'vitest';
import DevUiPage from './page.tsx';

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('/dev/ui', () => {
  it('answers 404 in a production build', () => {
    vi.stubEnv('NODE_ENV', 'production');
    expect(() => DevUiPage()).toThrow(/NEXT_HTTP_ERROR_FALLBACK;404/);
  });

  it('shows the gallery otherwise', () => {
    vi.stubEnv('NODE_ENV', 'development');
    expect(DevUiPage()).toBeTruthy();
  });
});
