import { useEffect, useId, useRef, useState, type InputHTMLAttributes } from 'react';
import { FlaskConical } from 'lucide-react';
import { TEST_CARDS } from '@resale-zone/contract/payments';
import { ApiError } from '../../lib/api-client.ts';
import type { CardConfirmer, CardFieldsProps } from './card-payment.ts';
import { confirmTestCard } from './payments.api.ts';
import { TextField } from '../../components/ui/field.tsx';
import { CARD_INPUTS, EMPTY, type CardValues } from './test-card-inputs.ts';

/**
 * The built-in test mode's card form. The numbers go to our own server, which answers like the
 * provider's test mode; nothing is charged. The checks and their wording are the server's, so the
 * form only helps with the layout of what is typed.
 */
export function TestCardFields({ onReady, disabled }: CardFieldsProps) {
  const ids = useId();
  const [card, setCard] = useState<CardValues>(EMPTY);
  // The confirmer is handed out once; it reads the card as it is when Pay is pressed.
  const cardRef = useRef(card);
  cardRef.current = card;

  useEffect(() => {
    const confirmer: CardConfirmer = {
      async confirm(clientSecret) {
        try {
          const answer = await confirmTestCard({ clientSecret, ...cardRef.current });
          return 'error' in answer
            ? { kind: 'error', message: answer.error.message }
            : {
                kind: 'intent',
                intentId: answer.paymentIntent.id,
                status: answer.paymentIntent.status,
              };
        } catch (err) {
          // Too many attempts, a lost connection…: the server's sentence is the message.
          if (err instanceof ApiError) return { kind: 'error', message: err.message };
          throw err;
        }
      },
    };
    onReady(confirmer);
    return () => onReady(null);
  }, [onReady]);

  const cardInput = (name: keyof CardValues) => {
    const { format, ...input } = CARD_INPUTS[name];
    return (
      <CardInput
        id={`${ids}-${name}`}
        {...input}
        value={card[name]}
        onChange={(e) => {
          const value = format(e.target.value);
          setCard((current) => ({ ...current, [name]: value }));
        }}
        disabled={disabled}
      />
    );
  };

  return (
    <div className="grid gap-4">
      <div role="note" className="alert alert-info alert-soft items-start text-sm">
        <FlaskConical aria-hidden className="mt-0.5 size-5 shrink-0" />
        <div className="grid gap-1">
          <p className="font-semibold">Test mode: no real money is charged.</p>
          <p>
            Pay with the test card{' '}
            <span className="font-mono font-semibold whitespace-nowrap">{TEST_CARDS.succeeds}</span>
            , any future date, any CVC and any ZIP. The card{' '}
            <span className="font-mono whitespace-nowrap">{TEST_CARDS.declined}</span> is declined.
          </p>
        </div>
      </div>
      {cardInput('cardNumber')}
      <div className="grid grid-cols-2 gap-4 sm:grid-cols-3">
        {cardInput('expiry')}
        {cardInput('cvc')}
        {cardInput('postalCode')}
      </div>
    </div>
  );
}

interface CardInputProps extends InputHTMLAttributes<HTMLInputElement> {
  id: string;
  label: string;
}

function CardInput({ className = '', ...input }: CardInputProps) {
  return (
    <TextField
      type="text"
      inputMode="numeric"
      spellCheck={false}
      fieldClassName={className}
      className="font-mono tracking-wide"
      {...input}
    />
  );
}
