import { screen, within } from '@testing-library/react';
import { expect, test } from 'vitest';
import type { ReportedConversation } from '@resale-zone/contract/conversations';
import { answer, fakeApi } from '../../test/fake-api.ts';
import { renderApp } from '../../test/render-app.tsx';
import { ReportedConversationView } from './reported-conversation-view.tsx';

const hostile = '<img src=x onerror=alert(1)><b>pay me outside</b>';
const reported: ReportedConversation = {
  report: {
    _id: 'r1',
    conversationId: 'c1',
    productName: 'Pixel 7',
    reporter: { name: 'Bianca Buyer', email: 'bianca@example.com' },
    reported: { _id: 'u2', name: 'Sam Seller', email: 'sam@example.com', banned: false },
    reason: 'scam',
    note: hostile,
    status: 'open',
    decisionNote: null,
    createdAt: '2026-11-20T10:00:00.000Z',
    decidedAt: null,
  },
  buyerName: 'Bianca Buyer',
  sellerName: 'Sam Seller',
  messages: [
    { _id: 'm1', from: 'seller', body: hostile, at: '2026-11-20T09:00:00.000Z', offPlatform: true },
  ],
};

test('a reported conversation shows its messages and the report’s note as the text typed', async () => {
  fakeApi.use(answer('GET /admin/conversation-reports/:id', reported));
  renderApp(<ReportedConversationView id="r1" />);
  const conversation = await screen.findByRole('region', { name: 'The conversation' });
  expect(within(conversation).getByText(hostile)).toBeInTheDocument();
  expect(within(conversation).getByText('Contact or payment details')).toBeInTheDocument();
  expect(screen.getByText(`“${hostile}”`)).toBeInTheDocument();
  expect(document.querySelector('img[src="x"]')).toBeNull();
  expect(document.querySelector('b')).toBeNull();
});
