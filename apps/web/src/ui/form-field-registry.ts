'use client';

import { createContext, useContext, useId } from 'react';

/** A field as the error summary names it: the id of its control and its label. */
export interface RegisteredField {
  id: string;
  label: string;
}

/** The fields of one form in the order they render, so the summary lists problems in page order. */
export type FieldRegistry = Map<string, RegisteredField>;

export const FieldRegistryContext = createContext<FieldRegistry | null>(null);

/**
 * The id of a bound field's control, recorded with its label for the form's error summary. Outside
 * a Form (a field used on its own) the id is simply unique.
 */
export function useRegisteredField(name: string, label: string): string {
  const registry = useContext(FieldRegistryContext);
  const id = `${useId()}-${name.replace(/[^A-Za-z0-9_-]/g, '-')}`;
  registry?.set(name, { id, label });
  return id;
}
