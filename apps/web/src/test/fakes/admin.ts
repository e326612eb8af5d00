import type { AuditEvent } from '@resale-zone/contract/admin';
import type { ReportedProduct } from '@resale-zone/contract/listings';
import type { PersonRow } from '@resale-zone/contract/users';
import type { Endpoint } from '../endpoints.ts';
import { answer, fakeApi, refusal, withHeaders, type Call } from '../fake-api.ts';

export interface AdminState {
  sellers: PersonRow[];
  buyers: PersonRow[];
  admins: PersonRow[];
  reported: ReportedProduct[];
  audit: AuditEvent[];
}

/**
 * The admin endpoints backed by a small in-memory state: search, paging with the total header,
 * deletions, promotion and the audit trail behave as the real ones do, so that refetches after a
 * change show the change.
 */
export function fakeAdmin(initial: Partial<AdminState> = {}) {
  const state: AdminState = {
    sellers: [],
    buyers: [],
    admins: [],
    reported: [],
    audit: [],
    ...initial,
  };

  const matches = (q: string | null, ...texts: string[]) =>
    !q || texts.some((t) => t.toLowerCase().includes(q.toLowerCase()));
  const page = <E extends Endpoint, T>(endpoint: E, rows: T[], { query }: Call) => {
    const limit = Number(query.get('limit') ?? 50);
    const offset = Number(query.get('offset') ?? 0);
    return withHeaders(endpoint, rows.slice(offset, offset + limit) as never, {
      'x-total-count': String(rows.length),
    });
  };
  const record = (action: string, targetId: string, detail: string) =>
    state.audit.unshift({
      _id: `event-${state.audit.length + 1}`,
      actorId: 'admin-1',
      actorName: 'Ada Admin',
      action,
      targetType: action.endsWith('listing') || action === 'dismiss-reports' ? 'listing' : 'user',
      targetId,
      detail,
      createdAt: new Date().toISOString(),
    });
  const deletePerson = (key: 'sellers' | 'buyers') => (call: Call) => {
    const person = state[key].find((p) => p._id === call.params.id);
    if (!person) return refusal(404, 'This account does not exist.');
    state[key] = state[key].filter((p) => p !== person);
    record(key === 'sellers' ? 'delete-seller' : 'delete-buyer', person._id, person.name);
    return { acknowledged: true, deletedCount: 1 };
  };
  const reportedProduct = (call: Call) => state.reported.find((p) => p._id === call.params.id);

  fakeApi.use(
    answer('GET /allsellers', (call) =>
      page(
        'GET /allsellers',
        state.sellers.filter((p) => matches(call.query.get('q'), p.name, p.email)),
        call,
      ),
    ),
    answer('GET /allbuyers', (call) =>
      page(
        'GET /allbuyers',
        state.buyers.filter((p) => matches(call.query.get('q'), p.name, p.email)),
        call,
      ),
    ),
    answer('GET /reported/product', (call) =>
      page(
        'GET /reported/product',
        state.reported.filter((p) => matches(call.query.get('q'), p.productName)),
        call,
      ),
    ),
    answer('GET /audit', (call) => page('GET /audit', state.audit, call)),
    answer('PUT /allseller/admin/:id', ({ params }) => {
      const person = state.sellers.find((p) => p._id === params.id);
      if (!person) return refusal(404, 'This account does not exist.');
      if (person.accountType === 'admin')
        return refusal(409, `${person.name} is already an admin.`);
      // A new admin leaves the sellers list.
      state.sellers = state.sellers.filter((p) => p !== person);
      state.admins = [{ ...person, accountType: 'admin' }, ...state.admins];
      record('make-admin', person._id, person.name);
      return { acknowledged: true, modifiedCount: 1 };
    }),
    answer('DELETE /allseller/admin/:id', ({ params }) => {
      const person = state.admins.find((p) => p._id === params.id);
      if (!person) return refusal(409, 'This account is not an admin.');
      if (state.admins.length <= 1) return refusal(409, `${person.name} is the last admin.`);
      state.admins = state.admins.filter((p) => p !== person);
      state.sellers = [{ ...person, accountType: 'seller' }, ...state.sellers];
      record('revoke-admin', person._id, person.name);
      return { acknowledged: true, modifiedCount: 1 };
    }),
    answer('GET /alladmins', (call) =>
      page(
        'GET /alladmins',
        state.admins.filter((p) => matches(call.query.get('q'), p.name, p.email)),
        call,
      ),
    ),
    answer('PUT /suspensions/:id', ({ params, body }) => {
      const person = [...state.sellers, ...state.buyers].find((p) => p._id === params.id);
      if (!person) return refusal(404, 'This account does not exist.');
      if (person.suspendedUntil) return refusal(409, 'This member is already suspended.');
      const { days, reason } = body as { days: number; reason: string };
      const until = new Date(Date.UTC(2026, 11, 1 + days, 12)).toISOString();
      Object.assign(person, { suspendedUntil: until, suspensionReason: reason });
      record('suspend-member', person._id, `until ${until}: ${reason}`);
      return { acknowledged: true, modifiedCount: 1, suspendedUntil: until };
    }),
    answer('DELETE /suspensions/:id', ({ params }) => {
      const person = [...state.sellers, ...state.buyers].find((p) => p._id === params.id);
      if (!person?.suspendedUntil) return refusal(409, 'This member is not suspended.');
      Object.assign(person, { suspendedUntil: null, suspensionReason: null });
      record('lift-suspension', person._id, 'lifted early');
      return { acknowledged: true, modifiedCount: 1 };
    }),
    answer('DELETE /allsellers/:id', deletePerson('sellers')),
    answer('DELETE /allbuyers/:id', deletePerson('buyers')),
    answer('DELETE /reportedproduct/:id', (call) => {
      const product = reportedProduct(call);
      if (!product) return refusal(404, 'This phone is no longer listed.');
      state.reported = state.reported.filter((p) => p !== product);
      record('delete-listing', product._id, product.productName);
      return { acknowledged: true, deletedCount: 1 };
    }),
    answer('DELETE /reportedproduct/:id/reports', (call) => {
      const product = reportedProduct(call);
      if (!product) return refusal(404, 'This phone is no longer listed.');
      state.reported = state.reported.filter((p) => p !== product);
      record('dismiss-reports', product._id, product.productName);
      return { acknowledged: true, deletedCount: product.reportCount };
    }),
  );
  return state;
}
