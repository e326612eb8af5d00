import { meetingSpots } from '../db/schema.ts';
import { TEST_PASSWORD, signUpAs } from './auth.ts';
import { createArea, createUser } from './factories.ts';
import {
  EVERYONE,
  SIGNED_IN,
  NOBODY,
  type Row,
  type World,
  unique,
} from './access-matrix-world.ts';

/** A fresh area of the site's list. */
const areaOf = async (w: World) => (await createArea(w.t.database.db)).id;
const spotBody = (areaId: string) => ({
  name: 'Police station',
  areaId,
  address: 'Road 1',
  openingHours: 'Open 24 hours',
  note: '',
});

/** The access matrix's rows: areas and meeting spots, one's own account, suspensions. */
export const PLACE_AND_ACCOUNT_ROWS: Row[] = [
  // Areas and meeting spots (decision 056): the lists are public; admins change them.
  { method: 'GET', route: '/api/areas', allowed: EVERYONE, request: () => ({ url: '/api/areas' }) },
  {
    method: 'GET',
    route: '/api/meeting-spots',
    allowed: EVERYONE,
    request: () => ({ url: '/api/meeting-spots' }),
  },
  {
    method: 'GET',
    route: '/api/admin/areas',
    allowed: ['admin'],
    request: () => ({ url: '/api/admin/areas' }),
  },
  {
    method: 'POST',
    route: '/api/admin/areas',
    allowed: ['admin'],
    request: () => ({ url: '/api/admin/areas', payload: { city: 'Dhaka', name: `A${unique()}` } }),
  },
  ...(['PUT', 'DELETE'] as const).map((method): Row => ({
    method,
    route: '/api/admin/areas/:id',
    allowed: ['admin'],
    request: async (w) => ({
      url: `/api/admin/areas/${await areaOf(w)}`,
      payload: method === 'PUT' ? { city: 'Dhaka', name: `B${unique()}` } : undefined,
    }),
  })),
  {
    method: 'PUT',
    route: '/api/admin/areas/:id/retired',
    allowed: ['admin'],
    request: async (w) => ({
      url: `/api/admin/areas/${await areaOf(w)}/retired`,
      payload: { retired: true },
    }),
  },
  {
    method: 'POST',
    route: '/api/admin/meeting-spots',
    allowed: ['admin'],
    request: async (w) => ({ url: '/api/admin/meeting-spots', payload: spotBody(await areaOf(w)) }),
  },
  ...(['PUT', 'DELETE'] as const).map((method): Row => ({
    method,
    route: '/api/admin/meeting-spots/:id',
    allowed: ['admin'],
    request: async (w) => {
      const areaId = await areaOf(w);
      const [spot] = await w.t.database.db
        .insert(meetingSpots)
        .values(spotBody(areaId))
        .returning({ id: meetingSpots.id });
      return {
        url: `/api/admin/meeting-spots/${spot!.id}`,
        payload: method === 'PUT' ? spotBody(areaId) : undefined,
      };
    },
  })),
  // One's own account (decision 057): the account is always the caller's.
  {
    method: 'POST',
    route: '/api/users/me/email',
    allowed: SIGNED_IN,
    request: () => ({
      url: '/api/users/me/email',
      payload: { email: `new-${unique()}@example.test`, password: TEST_PASSWORD },
    }),
  },
  {
    method: 'POST',
    route: '/api/auth/change-email',
    // The link's endpoint answers everyone; the link itself works only for the account that asked.
    allowed: EVERYONE,
    request: () => ({ url: '/api/auth/change-email', payload: { token: 'x'.repeat(43) } }),
  },
  {
    method: 'GET',
    route: '/api/users/me/export',
    allowed: SIGNED_IN,
    request: () => ({ url: '/api/users/me/export' }),
  },
  {
    method: 'DELETE',
    route: '/api/users/me',
    // A fresh account of the caller's role deletes itself, so the matrix's caller stays.
    allowed: SIGNED_IN,
    request: async (w) => ({
      url: '/api/users/me',
      payload: { password: TEST_PASSWORD },
      ...(w.me && {
        headers: (await signUpAs(w.t, { accountType: w.me.user.accountType })).headers,
      }),
    }),
  },
  {
    method: 'PUT',
    route: '/api/suspensions/:id',
    allowed: ['admin'],
    request: async (w) => ({
      url: `/api/suspensions/${(await createUser(w.t.database.db, { accountType: 'seller' })).id}`,
      payload: { days: 1, reason: 'Spam' },
    }),
  },
  {
    method: 'PUT',
    route: '/api/suspensions/:id',
    case: 'the caller’s own account',
    allowed: NOBODY,
    request: (w) => ({
      url: `/api/suspensions/${w.me?.user.id ?? w.otherBuyer.user.id}`,
      payload: { days: 1, reason: 'Spam' },
    }),
  },
  {
    method: 'DELETE',
    route: '/api/suspensions/:id',
    allowed: ['admin'],
    request: async (w) => ({
      url: `/api/suspensions/${(await createUser(w.t.database.db, { accountType: 'buyer' })).id}`,
    }),
  },
];
