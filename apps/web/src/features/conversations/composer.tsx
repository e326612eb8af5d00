import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { MESSAGE_MAX } from '@resale-zone/contract/conversations';
import { TextAreaField } from '../../components/ui/field.tsx';
import { FormProblem, SubmitButton } from '../../components/ui/form-parts.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { formatCount } from '../../lib/format.ts';
import { useFormDraft } from '../../lib/use-form-draft.ts';
import { useAuth } from '../auth/index.ts';
import { useSendMessage } from './conversations.api.ts';

/**
 * Typing and sending a message; after one with contact or payment details, the warning. Unsent
 * text is kept in this browser per account and conversation (like listing drafts) until sent.
 */
export function Composer({ conversationId }: { conversationId: string }) {
  const send = useSendMessage(conversationId);
  const { user } = useAuth();
  const form = useForm({ defaultValues: { text: '' } });
  const draft = useFormDraft(form, {
    key: user ? `rz-draft:message:${user.uid}:${conversationId}` : null,
  });
  const text = form.watch('text');
  const [error, setError] = useState<string | null>(null);
  const [warned, setWarned] = useState(false);
  const length = [...text].length;

  const submit = async (e: { preventDefault(): void }) => {
    e.preventDefault();
    if (text.trim() === '') {
      setError('Write a message');
      return;
    }
    setError(null);
    try {
      const answer = await send.mutateAsync(text);
      draft.discard({ text: '' });
      setWarned(answer.warning === 'off_platform');
    } catch (err) {
      if (err instanceof ApiError && err.field === 'body') setError(err.fieldMessage);
      else setError(null);
    }
  };
  const problem = send.error instanceof ApiError && send.error.field === 'body' ? null : send.error;

  return (
    <form className="grid gap-3" noValidate onSubmit={(e) => void submit(e)}>
      {warned ? (
        <div role="alert" className="alert alert-warning alert-soft">
          <span>
            <strong>Keep payments on Resale Zone.</strong> Your message was sent, but it looks like
            it shares a phone number, an email or a payment link. Pay only through Resale Zone: the
            money is held until you have the phone in hand. Anyone who asks you to pay another way
            may be a scammer.
          </span>
        </div>
      ) : null}
      {problem ? <FormProblem>{problem.message}</FormProblem> : null}
      <TextAreaField
        id="message-text"
        label="Message"
        hint={`${formatCount(length)} / ${formatCount(MESSAGE_MAX)} characters`}
        error={error ?? undefined}
        rows={3}
        {...form.register('text')}
        onKeyDown={(e) => {
          if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) void submit(e);
        }}
      />
      <SubmitButton busy={send.isPending} busyText="Sending…">
        Send
      </SubmitButton>
    </form>
  );
}
