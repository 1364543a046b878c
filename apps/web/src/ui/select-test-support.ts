import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { expect } from 'vitest';
import { provideCssEscape } from './provide-css-escape.ts';

/**
 * For component tests: opens the ui Select labelled `label` inside `scope` and picks the option
 * `name`, waiting until the options (often loaded from the API) are there.
 */
export async function chooseSelectOption(scope: HTMLElement, label: string, name: string) {
  provideCssEscape(); // the options open in a React Aria popover
  const button = within(scope).getByRole('button', { name: new RegExp(label) });
  await waitFor(() => {
    act(() => {
      fireEvent.keyDown(button, { key: 'ArrowDown' });
      fireEvent.keyUp(button, { key: 'ArrowDown' });
    });
    expect(screen.getByRole('option', { name })).toBeTruthy();
  });
  act(() => {
    fireEvent.click(screen.getByRole('option', { name }));
  });
}
