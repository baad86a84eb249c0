import type { Contract } from '@app/shared/contracts/contracts.schemas';
import { formatLongDate } from '@app/shared/format/format';
import { ReviewCard } from './review-card';
import { ReviewForm } from './review-form';

/** When the other party's review shows: both in, or the reveal date (double-blind, issue 32 §4). */
function theirsPendingNote(contract: Contract, otherName: string): string {
  const { theirsWritten, revealAt } = contract.reviews;
  const when = revealAt
    ? `when you have both reviewed, or on ${formatLongDate(revealAt)}`
    : 'when you have both reviewed';
  return theirsWritten
    ? `${otherName} has reviewed you. Their review will show ${when}.`
    : `${otherName} has not reviewed you yet. Their review will show ${when}.`;
}

/** Once the contract is completed: my review (or the form for it) and theirs, when it may show. */
export function ReviewsSection({ contract }: { contract: Contract }) {
  const { mine, theirs, canReview } = contract.reviews;
  if (contract.status !== 'completed' && !mine && !theirs) return null;
  const isClient = contract.viewerRole === 'client';
  const otherName = isClient ? contract.developer.name : contract.client.name;
  return (
    <section aria-labelledby="reviews-heading" className="flex flex-col gap-4">
      <h2 id="reviews-heading" className="text-xl font-semibold text-slate-900">
        Reviews
      </h2>
      <div className="grid gap-4 lg:grid-cols-2">
        <div className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
          {mine ? (
            <ReviewCard review={mine} heading="Your review" />
          ) : canReview ? (
            <ReviewForm contractId={contract.id} otherName={otherName} />
          ) : (
            <p className="text-sm text-slate-600">You have no review to write for this contract.</p>
          )}
        </div>
        <div className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
          {theirs ? (
            <ReviewCard review={theirs} heading={`${otherName}'s review of you`} />
          ) : (
            <p className="text-sm text-slate-600">{theirsPendingNote(contract, otherName)}</p>
          )}
        </div>
      </div>
    </section>
  );
}
