import { useState, type ReactNode } from 'react';
import type { MeetingAnswer, NoShowClaim } from '@resale-zone/contract/meetings';
import { notify } from '../../lib/toast.ts';
import { ClaimDialog } from './claim-dialog.tsx';
import { useAnswerNoShow, useClaimNoShow } from './meetings.api.ts';
import { whenText } from './meeting-time.tsx';

/** Where a claim stands, in words for the person reading it. */
export function claimWords(claim: NoShowClaim, side: MeetingAnswer['side']): string {
  const mine = claim.claimantSide === side;
  switch (claim.state) {
    case 'asked':
      return mine
        ? `You said ${claim.absentName} did not come. Waiting for their answer.`
        : `${claim.claimantName} says you did not come. Agree, or say you came.`;
    case 'contested':
      return 'The claim is contested: an administrator will decide.';
    case 'agreed':
      return mine
        ? `${claim.absentName} agreed that they did not come. It counts on their profile.`
        : 'You agreed that you did not come. It counts on your profile.';
    case 'upheld':
      return `An administrator decided that ${claim.absentName} did not come.`;
    case 'rejected':
      return 'An administrator did not find that the meeting was missed. Nothing counts.';
    case 'withdrawn':
      return 'The phone was handed over: the claim was withdrawn.';
  }
}

/** A button that opens one of the claim's dialogs: small, its words wrapping on a narrow card. */
function OpenButton({
  tone,
  onClick,
  children,
}: {
  tone: string;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      className={`btn ${tone} btn-sm h-auto min-h-8 shrink py-1 justify-self-start`}
      onClick={onClick}
    >
      {children}
    </button>
  );
}

/** After the confirmed time: "the other person didn't come", the claim's state and its answer. */
export function NoShow({ meeting: m }: { meeting: MeetingAnswer }) {
  const [dialog, setDialog] = useState<'claim' | 'answer' | null>(null);
  const claim = useClaimNoShow(m.bookingId);
  const answer = useAnswerNoShow(m.bookingId);
  const c = m.claim;
  if (!c && !m.canClaim) return null;
  const otherSide = m.side === 'buyer' ? 'seller' : 'buyer';
  return (
    <div className="grid gap-3 border-t border-base-300 pt-3">
      {c ? (
        <div className="grid gap-1 text-sm">
          <p className="font-medium">{claimWords(c, m.side)}</p>
          <p className="text-ink-muted">Meeting of {whenText(c.meetingAt)}</p>
          <p>
            <span className="text-ink-muted">{c.claimantName}: </span>“{c.statement}”
          </p>
          {c.answer ? (
            <p>
              <span className="text-ink-muted">{c.absentName}: </span>“{c.answer}”
            </p>
          ) : null}
          {c.decisionNote ? (
            <p className="text-ink-muted">Administrator: {c.decisionNote}</p>
          ) : null}
        </div>
      ) : null}
      {m.canAnswer ? (
        <OpenButton tone="btn-primary" onClick={() => setDialog('answer')}>
          Answer the claim
        </OpenButton>
      ) : null}
      {m.canClaim ? (
        <OpenButton tone="btn-outline btn-error" onClick={() => setDialog('claim')}>
          The {otherSide} didn’t come
        </OpenButton>
      ) : null}
      <ClaimDialog
        open={dialog === 'claim'}
        title={`The ${otherSide} didn’t come`}
        intro={`They are asked to answer. It only counts if they agree or an administrator decides so.`}
        submitLabel="Send the claim"
        isPending={claim.isPending}
        onSubmit={(text) =>
          claim.mutateAsync(text).then(() => notify.success(`The ${otherSide} is asked to answer`))
        }
        onClose={() => setDialog(null)}
      />
      <ClaimDialog
        open={dialog === 'answer'}
        title="Did you miss the meeting?"
        intro={c ? `${c.claimantName} says: “${c.statement}”` : ''}
        choice
        submitLabel="Send my answer"
        isPending={answer.isPending}
        onSubmit={(text, agree) =>
          answer.mutateAsync({ id: c!.id, agree, text }).then(() => notify.success('Answer sent'))
        }
        onClose={() => setDialog(null)}
      />
    </div>
  );
}
