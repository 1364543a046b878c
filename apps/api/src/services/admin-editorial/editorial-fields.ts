import {
  checkEditorialBlocks,
  type EditorialBlockInput,
  type EditorialBlockKind,
} from '@foundry/domain/editorial/editorial-blocks';
import { InputError } from '@foundry/errors';

/** Collects field errors of one write and throws them together (BAD_USER_INPUT with fields). */
export class FieldErrors {
  readonly errors: Record<string, string> = {};

  add(field: string, message: string): void {
    this.errors[field] ??= message;
  }

  /** A required single-line text of at most `max` characters, trimmed. */
  text(field: string, value: string, max: number): string {
    const text = value.trim();
    if (!text) this.add(field, 'Fill this in.');
    else if (text.length > max) this.add(field, `At most ${max} characters.`);
    return text;
  }

  /** An optional text: trimmed, empty becomes null. */
  optional(field: string, value: string | null | undefined, max: number): string | null {
    const text = value?.trim() ?? '';
    if (text.length > max) this.add(field, `At most ${max} characters.`);
    return text || null;
  }

  /** The address part of a page (`variable-fonts`): lower-case letters, digits and hyphens. */
  url(field: string, value: string): string {
    const url = value.trim();
    if (!/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(url) || url.length > 120) {
      this.add(field, 'Use lower-case letters, digits and single hyphens, e.g. my-new-story.');
    }
    return url;
  }

  blocks(inputs: readonly EditorialBlockInput[], kinds: readonly EditorialBlockKind[]) {
    const checked = checkEditorialBlocks(inputs, kinds);
    Object.assign(this.errors, checked.errors);
    return checked.blocks;
  }

  throwIfAny(): void {
    if (Object.keys(this.errors).length > 0) throw new InputError({ ...this.errors });
  }
}
