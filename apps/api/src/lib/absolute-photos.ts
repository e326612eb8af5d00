import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/**
 * Asks for photo paths as stored (`/images/…`). The server renderer sends it: its pages are cached
 * for every host and load images from their own origin. Anyone may send it; it reveals nothing.
 */
export const RELATIVE_PHOTOS_HEADER = 'x-photo-urls';

/** JSON members that hold a photo: listings, bookings and wishlist (spec) and user records. */
const PHOTO_KEYS = ['productPhoto', 'photo', 'photoURL', 'image'] as const;
const PHOTO_MEMBER = new RegExp(`"(${PHOTO_KEYS.join('|')})":"/images/`, 'g');
/** JSON members that hold a list of photos: a listing's `photos` (its items never hold `]`). */
const PHOTO_LIST_KEYS = ['photos'] as const;
const PHOTO_LIST_MEMBER = new RegExp(`"(${PHOTO_LIST_KEYS.join('|')})":\\[([^\\]]*)\\]`, 'g');
const PLAIN_HOST = /^[\w.-]+(:\d{1,5})?$|^\[[\d:a-f.]+\](:\d{1,5})?$/i;

/** This server's origins: PUBLIC_URL, and the one the request came to (when it is a plain host). */
function ownOrigins(req: FastifyRequest, publicUrl: string | undefined): string[] {
  const requested = PLAIN_HOST.test(req.host) ? `${req.protocol}://${req.host}` : undefined;
  return [publicUrl, requested].filter((o): o is string => o !== undefined);
}

/**
 * Photo URLs in API answers are absolute (the spec's were: other clients, mail and link previews
 * need them whole): `PUBLIC_URL` when set, else the origin the request came to. Stored data and the
 * public cache keep the paths; this rewrites each answer as it leaves, so one cached answer serves
 * every origin and a forged Host header changes only the forger's own answer. Install it on the
 * API scope after the public cache, so that the cache stores the paths.
 */
export function installAbsolutePhotoUrls(api: FastifyInstance, publicUrl: string | undefined) {
  // A client sends back what it was given: our own absolute photo URL is stored as its path, and
  // the body's checks (only uploaded images) see that path. Foreign URLs stay as sent, refused.
  api.addHook('preValidation', async (req: FastifyRequest) => {
    const body = req.body;
    if (typeof body !== 'object' || body === null || Array.isArray(body)) return;
    const fields = body as Record<string, unknown>;
    const asPath = (value: unknown) => {
      if (typeof value !== 'string') return value;
      const origin = ownOrigins(req, publicUrl).find((o) => value.startsWith(`${o}/images/`));
      return origin ? value.slice(origin.length) : value;
    };
    for (const key of PHOTO_KEYS) if (key in fields) fields[key] = asPath(fields[key]);
    for (const key of PHOTO_LIST_KEYS) {
      const list = fields[key];
      if (Array.isArray(list)) fields[key] = list.map(asPath);
    }
  });
  // A cached answer is sent as the same Buffer each time: its rewrite is kept with it (for the
  // last origin asked), so a hit costs no decoding or scanning. Gone with the answer.
  const rewritten = new WeakMap<Buffer, { origin: string; body: Buffer }>();
  api.addHook('onSend', async (req: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    if (req.headers[RELATIVE_PHOTOS_HEADER] === 'relative') return payload;
    const type = reply.getHeader('content-type');
    if (typeof type !== 'string' || !type.startsWith('application/json')) return payload;
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
    // A Host that is not a plain host[:port] (quotes, spaces) is never written into the JSON.
    const [origin] = ownOrigins(req, publicUrl);
    if (!origin) return payload;
    const kept = Buffer.isBuffer(payload) ? rewritten.get(payload) : undefined;
    if (kept?.origin === origin) return kept.body;
    const text = typeof payload === 'string' ? payload : payload.toString('utf8');
    if (!text.includes('"/images/')) return payload;
    // JSON.stringify escapes no `/`, and an origin holds no character JSON would escape.
    const body = text
      .replace(PHOTO_MEMBER, (_match, member: string) => `"${member}":"${origin}/images/`)
      .replace(
        PHOTO_LIST_MEMBER,
        (_match, member: string, items: string) =>
          `"${member}":[${items.replaceAll('"/images/', `"${origin}/images/`)}]`,
      );
    if (typeof payload === 'string') return body;
    const bytes = Buffer.from(body);
    rewritten.set(payload, { origin, body: bytes });
    return bytes;
  });
}
