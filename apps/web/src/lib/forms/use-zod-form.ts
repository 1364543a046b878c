'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useRef } from 'react';
import { type DefaultValues, type FieldValues, type Resolver, useForm } from 'react-hook-form';
import type { z } from 'zod';

/**
 * A React Hook Form checked by a zod schema from `@foundry/domain` (docs/forms.md): fields are
 * checked on submit and then again as they change; the values handed to the
 * submit are the schema's output (trimmed, upper-cased where the rule says so). A rule that depends
 * on the values themselves (an address needs a state when its country has states) passes a function
 * of the values that answers the schema; the latest one given checks.
 */
export function useZodForm<Input extends FieldValues, Output extends FieldValues>(
  schema: z.ZodType<Output, Input> | ((values: Input) => z.ZodType<Output, Input>),
  defaultValues: DefaultValues<Input>,
  /** 'change': checked from the first keystroke (the family feedback's message), not only after a submit. */
  { checkFrom = 'submit' }: { checkFrom?: 'submit' | 'change' } = {},
) {
  const latest = useRef(schema);
  latest.current = schema;
  const resolver: Resolver<Input, unknown, Output> = (values, context, options) => {
    const current = latest.current;
    const checking = typeof current === 'function' ? current(values) : current;
    return zodResolver(checking)(values, context, options) as ReturnType<Resolver<Input, unknown, Output>>;
  };
  return useForm<Input, unknown, Output>({
    defaultValues,
    resolver,
    // Checked on submit, then again as each field is typed. Not on blur: a message appearing as a
    // field loses focus moves the submit button under the pointer and the press is lost.
    mode: checkFrom === 'change' ? 'onChange' : 'onSubmit',
    reValidateMode: 'onChange',
    // The form moves focus to its error summary instead (ui/form.tsx).
    shouldFocusError: false,
  });
}
