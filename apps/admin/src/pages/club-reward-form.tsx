import { useState } from 'react';
import { SAVE_CLUB_REWARD } from '../lib/club-documents.ts';
import { CLUB_TEXT } from '../lib/club-texts.ts';
import type { ClubReward } from '../lib/club-types.ts';
import { centsOf } from '../lib/format.ts';
import { useFormWrite } from '../lib/use-form-write.ts';
import { EditorForm, type EditorSubmit } from '../ui/editor-form.tsx';
import { FormField } from '../ui/form-field.tsx';

const T = CLUB_TEXT.rewards;

const wholeOrNull = (text: string) => (/^-?\d+$/.test(text) ? Number(text) : null);

/** A new reward, or the chosen one edited; the page's list is read again after a save. */
export function ClubRewardForm({
  reward,
  onSaved,
  onNew,
}: {
  reward: ClubReward | null;
  onSaved: () => void;
  onNew: () => void;
}) {
  const write = useFormWrite();
  const errors = write.fieldErrors;
  const [kind, setKind] = useState<'reward' | 'voucher'>(reward?.kind ?? 'reward');
  async function submit({ text, data: form, form: formElement }: EditorSubmit) {
    const points = wholeOrNull(text('points'));
    const stock = text('stock') === '' ? null : wholeOrNull(text('stock'));
    const voucherAmount = kind === 'voucher' ? centsOf(text('voucherValue')) : null;
    const refusals: Record<string, string> = {};
    if (points === null) refusals.points = T.pointsInvalid;
    if (text('stock') !== '' && stock === null) refusals.stock = T.pointsInvalid;
    if (kind === 'voucher' && voucherAmount === null) refusals.voucherAmount = T.amountInvalid;
    if (Object.keys(refusals).length > 0) {
      write.refuse(refusals);
      return;
    }
    const saved = await write.run<{ saveClubReward: ClubReward }>(
      SAVE_CLUB_REWARD,
      {
        id: reward?.id ?? null,
        input: {
          kind,
          title: text('title'),
          description: text('description') || null,
          points,
          stock,
          voucherAmount,
          active: form.get('active') === 'on',
          sort: wholeOrNull(text('sort')) ?? 0,
        },
      },
      (data) => T.saved(data.saveClubReward.title),
    );
    if (saved) {
      if (!reward) formElement.reset();
      onSaved();
    }
  }
  return (
    <EditorForm
      id="reward-form-title"
      title={reward ? T.editing(reward.title) : T.create}
      write={write}
      saveLabel={T.save}
      leave={reward ? { label: T.cancel, onPress: onNew } : null}
      onSubmit={submit}
    >
      <FormField id="reward-kind" label={T.kind} error={errors.kind} hint={reward ? T.kindFixed : undefined}>
        {(wiring) => (
          <select
            {...wiring}
            value={kind}
            disabled={reward !== null}
            onChange={(event) => setKind(event.target.value as 'reward' | 'voucher')}
          >
            <option value="reward">{T.kinds.reward}</option>
            <option value="voucher">{T.kinds.voucher}</option>
          </select>
        )}
      </FormField>
      <FormField
        id="reward-title"
        name="title"
        label={T.rewardTitle}
        error={errors.title}
        defaultValue={reward?.title ?? ''}
        maxLength={200}
        required
      />
      <FormField id="reward-description" label={T.description} error={errors.description}>
        {(wiring) => (
          <textarea {...wiring} name="description" rows={3} defaultValue={reward?.description ?? ''} />
        )}
      </FormField>
      <div className="form-row">
        <FormField
          id="reward-points"
          name="points"
          label={T.points}
          error={errors.points}
          defaultValue={reward?.points ?? ''}
          inputMode="numeric"
          required
        />
        <FormField
          id="reward-stock"
          name="stock"
          label={T.stock}
          hint={T.stockHint}
          error={errors.stock}
          defaultValue={reward?.stock ?? ''}
          inputMode="numeric"
        />
      </div>
      {kind === 'voucher' ? (
        <FormField
          id="reward-voucher-value"
          name="voucherValue"
          label={T.voucherValue}
          error={errors.voucherAmount}
          defaultValue={reward?.voucherValue ? (reward.voucherValue.amount / 100).toFixed(2) : ''}
          inputMode="decimal"
          required
        />
      ) : null}
      <FormField
        id="reward-sort"
        name="sort"
        label={T.sort}
        error={errors.sort}
        defaultValue={reward?.sort ?? 0}
        inputMode="numeric"
      />
      <label className="checkbox">
        <input type="checkbox" name="active" defaultChecked={reward?.active ?? true} />
        <span>{T.activeLabel}</span>
      </label>
    </EditorForm>
  );
}
