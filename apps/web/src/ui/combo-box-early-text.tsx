'use client';

import { type RefObject, useContext, useEffect } from 'react';
import { ComboBoxStateContext } from 'react-aria-components';

/**
 * Adopts what was typed into a server-rendered combo box before the page hydrated. React keeps the
 * text in the input but its state still holds the server's (empty) value, so the list would neither
 * filter nor open, and the next render would wipe the text. Once hydrated, the typed text becomes
 * the combo box's input value and, if the field still has focus, it counts as focused, which opens
 * the list filtered by that text. Rendered inside the combo box, whose state it reads.
 */
export function ComboBoxEarlyText({ inputRef }: { inputRef: RefObject<HTMLInputElement | null> }) {
  const state = useContext(ComboBoxStateContext);
  // Only the first commit can meet text typed before hydration; later typing goes through React.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once, on hydration
  useEffect(() => {
    const input = inputRef.current;
    if (!state || !input || input.value === state.inputValue) return;
    state.setInputValue(input.value);
    if (input.ownerDocument.activeElement === input) {
      state.setFocused(true);
      state.open(null, 'input');
    }
  }, []);
  return null;
}
