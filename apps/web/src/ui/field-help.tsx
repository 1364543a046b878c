'use client';

import { FieldError, Text } from 'react-aria-components';

/**
 * What a React Aria field shows under its control: the description, then the error (the given one,
 * or the browser's own message after a submit). Both are tied to the control by React Aria.
 */
export function FieldHelp({
  description,
  error,
}: {
  description?: string | undefined;
  error?: string | null;
}) {
  return (
    <>
      {description ? (
        <Text slot="description" className="ui-field__description">
          {description}
        </Text>
      ) : null}
      <FieldError className="ui-field__error">{error ?? undefined}</FieldError>
    </>
  );
}
