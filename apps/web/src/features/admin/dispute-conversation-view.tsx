import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { QueryState } from '../../components/ui/query-state.tsx';
import { disputeConversationQuery } from './disputes.api.ts';
import { ConversationSkeleton, Messages } from './reported-conversation-view.tsx';
import { PageHeading } from '../../components/ui/page-text.tsx';

/** /deshboard/disputes/{id}/conversation: what the two people said about the disputed phone. */
export function DisputeConversationView({ id }: { id: string }) {
  const query = useQuery(disputeConversationQuery(id));
  return (
    <QueryState
      query={query}
      loading={<ConversationSkeleton label="Loading the conversation…" />}
      errorMessage="This conversation could not be loaded."
    >
      {(data) => (
        <div className="mx-auto grid max-w-3xl gap-6">
          <p className="flex flex-wrap gap-x-4">
            <Link to="/deshboard/disputes" className="link link-primary text-sm">
              All disputes
            </Link>
            <Link to={`/deshboard/receipt/${data.bookingId}`} className="link link-primary text-sm">
              The receipt
            </Link>
          </p>
          <div className="grid gap-1">
            <PageHeading size="item">Conversation: {data.productName}</PageHeading>
            <p className="text-sm text-ink-muted">
              Between {data.buyerName} (buyer) and {data.sellerName} (seller), shown for deciding
              their dispute. Your reading it is recorded in the audit trail.
            </p>
          </div>
          <section aria-label="The conversation" className="grid gap-3">
            <Messages data={data} />
          </section>
        </div>
      )}
    </QueryState>
  );
}
