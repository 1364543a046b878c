'use client';

import { useEffect, useReducer } from 'react';
import { type FontLoading, fontLoadingReducer, initialFontLoading } from './font-loading-state.ts';
import { fontStylesheetsLoaded } from './font-stylesheets-loaded.ts';

/**
 * Loads a face through the CSS Font Loading API and reports Unloaded/Loading/Loaded/Error.
 * `document.fonts.load` resolves with the faces that matched; none, or one in error, means Error.
 */
export function useFontLoading(cssFamily: string, weight: number, italic: boolean): FontLoading {
  const [loading, dispatch] = useReducer(fontLoadingReducer, initialFontLoading);
  useEffect(() => {
    if (typeof document === 'undefined' || !document.fonts) return;
    const face = `${italic ? 'italic' : 'normal'} ${weight} ${cssFamily}`;
    dispatch({ type: 'start', face });
    const load = () => document.fonts.load(`${italic ? 'italic ' : ''}${weight} 16px "${cssFamily}"`);
    // No face matched yet: its family's stylesheet may still be on its way; ask again once it is in.
    load()
      .then(async (faces) => (faces.length > 0 ? faces : fontStylesheetsLoaded().then(load)))
      .then(
        (faces) => {
          const ok = faces.length > 0 && faces.every((font) => font.status === 'loaded');
          dispatch({ type: ok ? 'loaded' : 'failed', face });
        },
        () => dispatch({ type: 'failed', face }),
      );
  }, [cssFamily, weight, italic]);
  return loading;
}
