// @vitest-environment jsdom
import type { CartSelection } from '@foundry/domain';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderInApp } from '../../lib/testing/render-in-app.tsx';
import { messagesUnder } from '../../ui/form-test-support.ts';
import { ThirdPartiesForm } from './third-parties-form.tsx';

afterEach(cleanup);

const font: CartSelection = {
  kind: 'font',
  title: 'Vollkorn',
  productIds: ['family-1'],
  encodingIds: [],
  licenses: [
    { id: 'desktop', options: [{ name: 'computers', value: '1' }] },
    { id: 'third-party-1', options: [], licenseIndex: 1 },
    { id: 'third-party-2', options: [], licenseIndex: 2, licenseName: 'Studio South', licenseEmail: '' },
  ],
  selectionIndex: 3,
};

function renderForm() {
  const onSubmit = vi.fn();
  const onDirtyChange = vi.fn();
  renderInApp(
    <ThirdPartiesForm
      selections={[font]}
      onSubmit={onSubmit}
      onDirtyChange={onDirtyChange}
      onBack={() => undefined}
    />,
  );
  return { onSubmit, onDirtyChange };
}

const field = (label: string) => screen.getByRole('textbox', { name: label });
const type = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });

describe('ThirdPartiesForm', () => {
  it('starts from the names kept in the cart and asks for whatever is missing, under each field and in a summary', async () => {
    const { onSubmit } = renderForm();
    expect((field('Name of third party 2') as HTMLInputElement).value).toBe('Studio South');
    type('E-mail of third party 1', 'north@example');
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));

    const summary = await screen.findByRole('alert');
    expect(summary.textContent).toContain('There are 3 problems');
    expect(messagesUnder(field('Name of third party 1'))).toEqual(['This field is required.']);
    expect(messagesUnder(field('E-mail of third party 1'))).toEqual(['Please enter a valid e-mail address.']);
    expect(messagesUnder(field('E-mail of third party 2'))).toEqual(['This field is required.']);
    expect(field('Name of third party 1').getAttribute('aria-invalid')).toBe('true');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('keeps the trimmed names and e-mails on the licence entries they belong to', async () => {
    const { onSubmit, onDirtyChange } = renderForm();
    type('Name of third party 1', ' Studio North ');
    type('E-mail of third party 1', 'north@example.com');
    type('E-mail of third party 2', 'south@example.com ');
    await waitFor(() => expect(onDirtyChange).toHaveBeenLastCalledWith(true));
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));

    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).toEqual([
      {
        selectionIndex: 3,
        licenses: [
          { id: 'desktop', options: [{ name: 'computers', value: '1' }] },
          {
            id: 'third-party-1',
            options: [],
            licenseIndex: 1,
            licenseName: 'Studio North',
            licenseEmail: 'north@example.com',
          },
          {
            id: 'third-party-2',
            options: [],
            licenseIndex: 2,
            licenseName: 'Studio South',
            licenseEmail: 'south@example.com',
          },
        ],
      },
    ]);
  });
});
