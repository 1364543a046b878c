'use client';

import { type RefObject, useContext, useLayoutEffect } from 'react';
import { ComboBoxStateContext } from 'react-aria-components';

/**
 * Takes over what happened in a server-rendered combo box before the page hydrated. React keeps
 * text typed there in the input, but its state still holds the server's (empty) value: the list
 * would neither filter nor open, and the next render would wipe the text. And a focus from before
 * hydration is replayed by React later, possibly after the visitor typed: a list that opens on focus
 * would then show every option again. So, on hydration, the field counts as focused if it has
 * focus (the replayed focus is then a no-op) and the typed text becomes its value, which opens the
 * list filtered by it. A layout effect, so that this happens before React replays any event.
 * Rendered inside the combo box, whose state it reads.
 */
export function ComboBoxEarlyText({ inputRef }: { inputRef: RefObject<HTMLInputElement | null> }) {
  const state = useContext(ComboBoxStateContext);
  // Only the hydrating commit can meet what happened before it; later events go through React.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once, on hydration
  useLayoutEffect(() => {
    const input = inputRef.current;
    if (!state || !input) return;
    const typed = input.value !== state.inputValue;
    if (typed) state.setInputValue(input.value);
    if (input.ownerDocument.activeElement !== input || state.isFocused) return;
    state.setFocused(true);
    if (typed) state.open(null, 'input');
  }, []);
  return null;
}
