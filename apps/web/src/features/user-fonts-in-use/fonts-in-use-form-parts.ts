import type { UserFontsInUseField } from '@foundry/domain';
import type { checkedFieldParts } from '../../lib/forms/checked-form-parts.tsx';
import type { CheckedForm } from '../../lib/forms/use-checked-form.ts';

/** What a part of the fonts-in-use form needs of the form: its field ids and problems, and their words. */
export interface FontsInUseFieldProps {
  form: CheckedForm<UserFontsInUseField> & { touch: (field: UserFontsInUseField) => void };
  parts: ReturnType<typeof checkedFieldParts<UserFontsInUseField>>;
}
