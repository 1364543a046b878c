'use client';

import { type ReactNode, useId } from 'react';
import { FileTrigger } from 'react-aria-components';
import { Button } from './button.tsx';

export interface FileFieldProps {
  /** The field's name, shown above the button and read out with it. */
  label: string;
  /** The button's words ("Choose pictures"). */
  buttonLabel: string;
  description?: string;
  error?: string | null;
  /** Media types the picker offers (`image/png`…). */
  accept?: readonly string[];
  multiple?: boolean;
  isDisabled?: boolean;
  /** The id of the button: the error summary's link leads there. */
  id?: string;
  onFiles: (files: File[]) => void;
  /** What was chosen (names, previews), shown under the button. */
  children?: ReactNode;
  className?: string;
}

/**
 * Files chosen from the device: a button that opens the system's picker (React Aria's FileTrigger),
 * a label and description read out with it, and an error under it.
 */
export function FileField({
  label,
  buttonLabel,
  description,
  error,
  accept,
  multiple,
  isDisabled,
  id,
  onFiles,
  children,
  className,
}: FileFieldProps) {
  const own = useId();
  const buttonId = id ?? `${own}-button`;
  const describedBy = [description ? `${own}-description` : null, error ? `${own}-error` : null]
    .filter(Boolean)
    .join(' ');
  return (
    <div className={`ui-field ui-file-field ${className ?? ''}`}>
      <span id={`${own}-label`} className="ui-field__label">
        {label}
      </span>
      {description ? (
        <p id={`${own}-description`} className="ui-field__description">
          {description}
        </p>
      ) : null}
      <div>
        <FileTrigger
          acceptedFileTypes={accept}
          allowsMultiple={multiple}
          onSelect={(list) => onFiles([...(list ?? [])])}
        >
          <Button
            id={buttonId}
            variant="secondary"
            isDisabled={isDisabled}
            aria-labelledby={`${buttonId} ${own}-label`}
            aria-describedby={describedBy || undefined}
          >
            {buttonLabel}
          </Button>
        </FileTrigger>
      </div>
      {children}
      {error ? (
        <p id={`${own}-error`} className="ui-field__error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
