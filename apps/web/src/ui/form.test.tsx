// @vitest-environment jsdom
import { signUpSchema } from '@foundry/domain';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useZodForm } from '../lib/forms/use-zod-form.ts';
import { I18nProvider } from '../lib/i18n/i18n-provider.tsx';
import { Form, type FormRefusal } from './form.tsx';
import { FormCheckbox } from './form-checkbox.tsx';
import { FormSubmit } from './form-submit.tsx';
import { FormTextField } from './form-text-field.tsx';

afterEach(cleanup);

type Submit = (values: unknown) => Promise<FormRefusal | undefined>;

function SignUp({ onSubmit }: { onSubmit: Submit }) {
  const form = useZodForm(signUpSchema, { name: '', email: '', password: '', mailing: false });
  return (
    <Form form={form} onSubmit={onSubmit} aria-label="Sign up">
      <FormTextField name="name" label="Name" isRequired />
      <FormTextField name="email" label="E-mail" type="email" isRequired />
      <FormTextField name="password" label="Password" type="password" isRequired />
      <FormCheckbox name="mailing">Newsletter</FormCheckbox>
      <FormSubmit>Sign up</FormSubmit>
    </Form>
  );
}

function renderSignUp<S extends Submit>(onSubmit: S) {
  render(
    <I18nProvider>
      <SignUp onSubmit={onSubmit} />
    </I18nProvider>,
  );
  return onSubmit;
}

const type = (name: string, value: string) =>
  fireEvent.change(screen.getByLabelText(name, { exact: false, selector: 'input' }), { target: { value } });

describe('Form', () => {
  it('sends nothing and asks no browser for bubbles: the summary takes focus and links to each field', async () => {
    const onSubmit = renderSignUp(vi.fn<Submit>(async () => undefined));
    const form = screen.getByRole('form', { name: 'Sign up' });
    expect(form.hasAttribute('novalidate')).toBe(true);
    type('E-mail', 'anna@');
    fireEvent.submit(form);

    const summary = await screen.findByRole('alert');
    await waitFor(() => expect(document.activeElement).toBe(summary));
    expect(summary.textContent).toContain('There are 3 problems');
    expect(onSubmit).not.toHaveBeenCalled();

    const email = screen.getByRole('textbox', { name: /E-mail/ });
    expect(email.getAttribute('aria-invalid')).toBe('true');
    const described = (email.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent);
    expect(described).toContain('Please enter a valid e-mail address.');

    fireEvent.click(screen.getByRole('link', { name: /E-mail: Please enter a valid e-mail address/ }));
    expect(document.activeElement).toBe(email);
  });

  it('hands the checked, trimmed values to the submit', async () => {
    const onSubmit = renderSignUp(vi.fn<Submit>(async () => undefined));
    type('Name', '  Anna ');
    type('E-mail', 'anna@example.com ');
    type('Password', 'long enough password');
    fireEvent.submit(screen.getByRole('form'));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({
      name: 'Anna',
      email: 'anna@example.com',
      password: 'long enough password',
      mailing: false,
    });
  });

  it('places the server field errors under their fields and the rest in the summary', async () => {
    renderSignUp(async () => ({
      fieldErrors: { email: 'This e-mail address is already registered.', captcha: 'Captcha expired.' },
    }));
    type('Name', 'Anna');
    type('E-mail', 'anna@example.com');
    type('Password', 'long enough password');
    fireEvent.submit(screen.getByRole('form'));

    const summary = await screen.findByRole('alert');
    await waitFor(() => expect(document.activeElement).toBe(summary));
    expect(summary.textContent).toContain('Captcha expired.');
    const email = screen.getByRole('textbox', { name: /E-mail/ });
    expect(email.getAttribute('aria-invalid')).toBe('true');
    const errorIds = (email.getAttribute('aria-describedby') ?? '').split(' ');
    expect(errorIds.map((id) => document.getElementById(id)?.textContent)).toContain(
      'This e-mail address is already registered.',
    );
  });

  it('sends once when submitted twice while the first is under way, and shows the button busy', async () => {
    let finish: () => void = () => undefined;
    const onSubmit = vi.fn<Submit>(() => new Promise((resolve) => (finish = () => resolve(undefined))));
    renderSignUp(onSubmit);
    type('Name', 'Anna');
    type('E-mail', 'anna@example.com');
    type('Password', 'long enough password');
    const form = screen.getByRole('form');
    fireEvent.submit(form);
    fireEvent.submit(form);
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    fireEvent.submit(form);
    const button = screen.getByRole('button', { name: /Sign up/ });
    await waitFor(() => expect(button.getAttribute('aria-busy')).toBe('true'));
    await act(async () => finish());
    await waitFor(() => expect(button.getAttribute('aria-busy')).toBe('false'));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });
});
