import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { expect } from 'vitest';

/**
 * For component tests: opens the ui Select labelled `label` inside `scope` and picks the option
 * `name`, waiting until the options (often loaded from the API) are there.
 */
export async function chooseSelectOption(scope: HTMLElement, label: string, name: string) {
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
