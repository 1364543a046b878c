import { type FormEvent, useEffect } from 'react';
import { MARK_REWARD_CLAIM_SHIPPED } from '../lib/club-documents.ts';
import { CLUB_TEXT } from '../lib/club-texts.ts';
import type { RewardClaim } from '../lib/club-types.ts';
import { useFormWrite } from '../lib/use-form-write.ts';
import { FormField } from '../ui/form-field.tsx';
import { OutcomeNote } from '../ui/outcome-note.tsx';

const T = CLUB_TEXT.claims;

/** The tracking number of the chosen claim; the member is mailed when it is saved. */
export function RewardClaimShipForm({
  claim,
  onShipped,
}: {
  claim: RewardClaim | null;
  onShipped: () => void;
}) {
  const write = useFormWrite();
  const errors = write.fieldErrors;
  // The chosen claim's tracking field takes the focus, so keyboard users land where they type.
  useEffect(() => {
    if (claim) document.getElementById('claim-tracking')?.focus();
  }, [claim]);
  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!claim) return;
    const formElement = event.currentTarget;
    const form = new FormData(formElement);
    const text = (name: string) => String(form.get(name) ?? '').trim() || null;
    const done = await write.run(
      MARK_REWARD_CLAIM_SHIPPED,
      {
        claimId: claim.id,
        trackingNumber: String(form.get('trackingNumber') ?? ''),
        carrier: text('carrier'),
        trackUrl: text('trackUrl'),
      },
      () => T.shipped(claim.rewardTitle, claim.customerEmail),
    );
    if (done) {
      formElement.reset();
      onShipped();
    }
  }
  return (
    <form className="panel stack" onSubmit={submit} aria-labelledby="ship-claim-title" noValidate>
      <h2 id="ship-claim-title">{T.shipTitle}</h2>
      <OutcomeNote outcome={write.outcome} />
      {claim ? (
        <>
          <p>{T.shipping(claim.rewardTitle, claim.customerEmail)}</p>
          <FormField
            id="claim-tracking"
            name="trackingNumber"
            label={T.trackingNumber}
            error={errors.trackingNumber}
            autoComplete="off"
            required
          />
          <FormField id="claim-carrier" name="carrier" label={T.carrier} error={errors.carrier} />
          <FormField
            id="claim-track-url"
            name="trackUrl"
            type="url"
            label={T.trackUrl}
            error={errors.trackUrl}
          />
          <button
            type="submit"
            className="button button-primary"
            disabled={write.busy}
            aria-busy={write.busy}
          >
            {T.submit}
          </button>
        </>
      ) : (
        <p>{T.chooseClaim}</p>
      )}
    </form>
  );
}
