import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test } from 'vitest';
import type { Conversation, ConversationSummary } from '@resale-zone/contract/conversations';
import {
  answer,
  answerInTurn,
  fakeApi,
  heldAnswer,
  refusal,
  TEST_USER,
} from '../../test/fake-api.ts';
import { aProductDetail } from '../../test/fixtures.ts';
import { renderApp } from '../../test/render-app.tsx';
import { ConversationList } from './conversation-list.tsx';
import { ConversationView } from './conversation-view.tsx';
import { MessageSellerButton } from './message-seller-button.tsx';

const aConversation = (over: Partial<Conversation> = {}): Conversation => ({
  _id: 'c1',
  listing: { _id: 'l1', productName: 'iPhone 13 128GB', photo: '/images/p.webp' },
  role: 'buyer',
  otherName: 'Sam Seller',
  items: [],
  earlier: false,
  blockedByMe: false,
  blockedByOther: false,
  banned: false,
  reported: false,
  ...over,
});
const drafts = () => Object.keys(localStorage).filter((key) => key.startsWith('rz-draft:'));
const message = (body: string, mine: boolean, read = false) => ({
  kind: 'message' as const,
  _id: `m-${body.length}-${mine}`,
  body,
  at: '2026-11-20T10:00:00.000Z',
  mine,
  read,
});

describe('a conversation', () => {
  test('shows messages as the text typed, read state, and the booking’s events', async () => {
    const hostile = '<img src=x onerror=alert(1)> https://example.test/<b>x</b>';
    fakeApi.use(
      answer(
        'GET /conversations/:id',
        aConversation({
          items: [
            message(hostile, false),
            message('Is the battery original?', true, true),
            {
              kind: 'booking',
              bookingId: 'b1',
              event: 'paid',
              reason: null,
              state: 'held',
              at: '2026-11-20T11:00:00.000Z',
            },
          ],
        }),
      ),
      answer('POST /conversations/:id/read', { acknowledged: true, modifiedCount: 1 }),
    );
    renderApp(<ConversationView id="c1" />, { as: 'buyer' });
    expect(await screen.findByRole('heading', { name: 'iPhone 13 128GB' })).toBeInTheDocument();
    const log = screen.getByRole('region', { name: 'Conversation' });
    expect(within(log).getByText(hostile)).toBeInTheDocument();
    expect(log.querySelector('img[src="x"]')).toBeNull();
    expect(log.querySelector('b')).toBeNull();
    expect(within(log).getByText('Read')).toBeInTheDocument();
    expect(
      within(log).getByText(/Paid: the payment is held until the handover/),
    ).toBeInTheDocument();
    // Seeing the other person's message marks the conversation read.
    await waitFor(() =>
      expect(fakeApi.calls().some((c) => c.url === '/api/conversations/c1/read')).toBe(true),
    );
  });

  test('after a message with a phone number, the sender sees the warning; the message was sent', async () => {
    const user = userEvent.setup();
    fakeApi.use(
      answer('GET /conversations/:id', aConversation()),
      answer('POST /conversations/:id/messages', ({ body }) => ({
        message: message((body as { body: string }).body, true),
        warning: 'off_platform' as const,
      })),
    );
    renderApp(<ConversationView id="c1" />, { as: 'buyer' });
    await user.type(await screen.findByLabelText('Message'), 'Call me on 01711-234567');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/Keep payments on Resale Zone/);
    expect(screen.getByLabelText('Message')).toHaveValue('');
    expect(fakeApi.calls().find((c) => c.method === 'POST')?.body).toEqual({
      body: 'Call me on 01711-234567',
    });
  });

  test('a refusal of the text shows under the field', async () => {
    const user = userEvent.setup();
    fakeApi.use(
      answer('GET /conversations/:id', aConversation()),
      answer(
        'POST /conversations/:id/messages',
        refusal(400, 'body: At most 2,000 characters', 'body'),
      ),
    );
    renderApp(<ConversationView id="c1" />, { as: 'buyer' });
    await user.type(await screen.findByLabelText('Message'), 'too long');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('At most 2,000 characters')).toBeInTheDocument();
    expect(screen.getByLabelText('Message')).toHaveAttribute('aria-invalid', 'true');
  });

  test('unsent text is kept across a reload, per conversation and account, and cleared on send', async () => {
    const user = userEvent.setup();
    fakeApi.use(
      answer('GET /conversations/:id', ({ params }) => aConversation({ _id: String(params.id) })),
      answer('POST /conversations/:id/messages', ({ body }) => ({
        message: message((body as { body: string }).body, true),
        warning: null,
      })),
    );
    const first = renderApp(<ConversationView id="c1" />, { as: 'buyer' });
    await user.type(await screen.findByLabelText('Message'), 'Is the battery original?');
    // Kept under this account and this conversation only: no other one sees it.
    await waitFor(() => expect(drafts()).toEqual([`rz-draft:message:${TEST_USER.uid}:c1`]));
    first.unmount();

    // The same conversation, opened again (a reload): the text is back, nothing was sent.
    const again = renderApp(<ConversationView id="c1" />, { as: 'buyer' });
    await waitFor(() =>
      expect(screen.getByLabelText('Message')).toHaveValue('Is the battery original?'),
    );
    expect(fakeApi.calls().some((c) => c.method === 'POST')).toBe(false);
    again.unmount();

    // Sent: the draft is gone, and a reload shows an empty box.
    renderApp(<ConversationView id="c1" />, { as: 'buyer' });
    await waitFor(() =>
      expect(screen.getByLabelText('Message')).toHaveValue('Is the battery original?'),
    );
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(screen.getByLabelText('Message')).toHaveValue(''));
    expect(fakeApi.calls().find((c) => c.method === 'POST')?.body).toEqual({
      body: 'Is the battery original?',
    });
    expect(drafts()).toEqual([]);
  });

  test('blocked: no composer, the reason, and Unblock', async () => {
    fakeApi.use(answer('GET /conversations/:id', aConversation({ blockedByOther: true })));
    renderApp(<ConversationView id="c1" />, { as: 'buyer' });
    expect(
      await screen.findByText('Sam Seller is not accepting your messages.'),
    ).toBeInTheDocument();
    expect(screen.queryByLabelText('Message')).not.toBeInTheDocument();
  });

  test('someone else’s conversation says it does not exist', async () => {
    fakeApi.use(
      answer('GET /conversations/:id', refusal(404, 'This conversation does not exist.')),
    );
    renderApp(<ConversationView id="c9" />, { as: 'buyer' });
    expect(await screen.findByText('This conversation does not exist.')).toBeInTheDocument();
  });

  test('report: a reason is required, then the report is sent', async () => {
    const user = userEvent.setup();
    fakeApi.use(
      answerInTurn('GET /conversations/:id', aConversation(), aConversation({ reported: true })),
      answer('POST /conversations/:id/report', { acknowledged: true }),
    );
    renderApp(<ConversationView id="c1" />, { as: 'buyer' });
    await user.click(await screen.findByRole('button', { name: 'Report' }));
    const dialog = screen.getByRole('dialog', { name: 'Report this conversation' });
    await user.click(within(dialog).getByRole('button', { name: 'Report' }));
    expect(within(dialog).getByText('Choose a reason')).toBeInTheDocument();
    await user.selectOptions(within(dialog).getByLabelText('Reason'), 'scam');
    await user.click(within(dialog).getByRole('button', { name: 'Report' }));
    expect(await screen.findByRole('button', { name: 'Reported' })).toBeDisabled();
    expect(fakeApi.calls().find((c) => c.url.endsWith('/report'))?.body).toEqual({
      reason: 'scam',
    });
  });
});

describe('the list of conversations', () => {
  const summary = (over: Partial<ConversationSummary>): ConversationSummary => ({
    _id: 'c1',
    listing: { _id: 'l1', productName: 'Pixel 7', photo: '/images/p.webp' },
    role: 'seller',
    otherName: 'Bianca Buyer',
    lastMessage: { body: 'Still available?', at: '2026-11-20T10:00:00.000Z', mine: false },
    unread: 2,
    ...over,
  });

  test('each row: the phone, the other person, the last message and the unread count', async () => {
    fakeApi.use(
      answer('GET /conversations', {
        items: [
          summary({}),
          summary({
            _id: 'c2',
            unread: 0,
            lastMessage: { body: 'Thanks', at: '2026-11-19T10:00:00.000Z', mine: true },
          }),
        ],
        nextCursor: null,
        total: 2,
      }),
    );
    renderApp(<ConversationList />);
    const links = await screen.findAllByRole('link');
    expect(links.map((l) => l.getAttribute('href'))).toEqual([
      '/deshboard/messages/c1',
      '/deshboard/messages/c2',
    ]);
    expect(links[0]).toHaveTextContent(
      /Pixel 7.*Bianca Buyer \(buyer\).*Still available\?.*2 unread/,
    );
    expect(links[1]).not.toHaveTextContent(/unread/);
    expect(screen.getByText('You: Thanks')).toBeInTheDocument();
  });

  test('a last message with markup shows as the text typed', async () => {
    const hostile = '<img src=x onerror=alert(1)><b>bold</b>';
    fakeApi.use(
      answer('GET /conversations', {
        items: [
          summary({ lastMessage: { body: hostile, at: '2026-11-20T10:00:00.000Z', mine: false } }),
        ],
        nextCursor: null,
        total: 1,
      }),
    );
    renderApp(<ConversationList />);
    const [row] = await screen.findAllByRole('link');
    expect(row).toHaveTextContent(hostile);
    expect(row!.querySelector('img[src="x"]')).toBeNull();
    expect(row!.querySelector('b')).toBeNull();
  });

  test('none yet: says how to start one', async () => {
    fakeApi.use(answer('GET /conversations', { items: [], nextCursor: null, total: 0 }));
    renderApp(<ConversationList />);
    expect(await screen.findByText('No messages yet')).toBeInTheDocument();
  });
});

describe('Message the seller', () => {
  test('pressed before the session is known (just after the page loaded), it opens the conversation once it is', async () => {
    // Before, such a press did nothing: seen in CI, right after a page load.
    const session = heldAnswer('GET /auth/session', { user: TEST_USER });
    fakeApi.use(session.handler, answer('POST /conversations', { _id: 'c7', created: true }));
    const view = renderApp(<MessageSellerButton product={aProductDetail({ _id: 'l1' })} />, {
      as: 'buyer',
      pages: { '/deshboard/messages/:id': <p>The conversation</p> },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Message the seller' }));
    expect(fakeApi.calls()).toEqual([]);

    session.release();
    expect(await screen.findByText('The conversation')).toBeInTheDocument();
    expect(view.location().pathname).toBe('/deshboard/messages/c7');
    expect(fakeApi.calls()).toEqual([
      { method: 'POST', url: '/api/conversations', body: { listingId: 'l1' } },
    ]);
  });

  test('pressed by a signed-out visitor before that is known, it sends them to sign in', async () => {
    const session = heldAnswer('GET /auth/session', { user: null });
    fakeApi.use(session.handler);
    const view = renderApp(<MessageSellerButton product={aProductDetail()} />, {
      as: null,
      path: '/product/l1',
      route: '/product/:id',
      pages: { '/singin': <p>Sign in</p> },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Message the seller' }));
    session.release();
    expect(await screen.findByText('Sign in')).toBeInTheDocument();
    expect(view.location().pathname).toBe('/singin');
    expect(view.location().state).toMatchObject({ then: 'message-seller' });
    expect(fakeApi.calls()).toEqual([]);
  });

  test('back from sign-in as the phone’s own seller, nothing opens and the press is forgotten', async () => {
    const view = renderApp(
      <MessageSellerButton product={aProductDetail({ _id: 'l1', sellerEmail: TEST_USER.email })} />,
      {
        as: 'seller',
        history: [{ pathname: '/product/l1', state: { then: 'message-seller' } }],
        route: '/product/:id',
      },
    );
    await waitFor(() => expect(view.location().state).toBeNull());
    expect(view.location().pathname).toBe('/product/l1');
    expect(fakeApi.calls().filter((c) => c.method === 'POST')).toEqual([]);
  });

  test('back from sign-in after that press, it opens the conversation', async () => {
    fakeApi.use(answer('POST /conversations', { _id: 'c8', created: true }));
    const view = renderApp(<MessageSellerButton product={aProductDetail({ _id: 'l1' })} />, {
      as: 'buyer',
      history: [{ pathname: '/product/l1', state: { then: 'message-seller' } }],
      route: '/product/:id',
      pages: { '/deshboard/messages/:id': <p>The conversation</p> },
    });
    expect(await screen.findByText('The conversation')).toBeInTheDocument();
    expect(view.location().pathname).toBe('/deshboard/messages/c8');
    expect(fakeApi.calls().filter((c) => c.method === 'POST')).toEqual([
      { method: 'POST', url: '/api/conversations', body: { listingId: 'l1' } },
    ]);
  });
});
