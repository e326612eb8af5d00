/** A message as tests read it: unfolded headers, and its text and HTML parts decoded. */
export interface ParsedMail {
  raw: string;
  /** Header lines, unfolded, in order (`name` in lower case). */
  headers: { name: string; value: string }[];
  header(name: string): string | undefined;
  text: string;
  html: string;
}

function splitHead(raw: string): { head: string; body: string } {
  const at = raw.search(/\r?\n\r?\n/);
  if (at < 0) return { head: raw, body: '' };
  const sep = raw.slice(at).match(/^\r?\n\r?\n/)![0];
  return { head: raw.slice(0, at), body: raw.slice(at + sep.length) };
}

function parseHeaders(head: string) {
  return head
    .replace(/\r?\n[ \t]+/g, ' ')
    .split(/\r?\n/)
    .filter(Boolean)
    .map((line) => {
      const colon = line.indexOf(':');
      return {
        name: line.slice(0, colon).trim().toLowerCase(),
        value: line.slice(colon + 1).trim(),
      };
    });
}

function decode(body: string, encoding: string | undefined): string {
  if (encoding === 'quoted-printable') {
    const bytes = body
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    return Buffer.from(bytes, 'latin1').toString('utf8');
  }
  if (encoding === 'base64')
    return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  return body;
}

/** Enough MIME for nodemailer's output: one level of multipart, QP / base64 / 7bit parts. */
export function parseMail(raw: string): ParsedMail {
  const { head, body } = splitHead(raw);
  const headers = parseHeaders(head);
  const get = (list: typeof headers, name: string) => list.find((h) => h.name === name)?.value;
  const parts: { type: string; content: string }[] = [];
  const type = get(headers, 'content-type') ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (boundary) {
    for (const chunk of body.split(`--${boundary}`).slice(1)) {
      if (chunk.startsWith('--')) break;
      const part = splitHead(chunk.replace(/^\r?\n/, ''));
      const ph = parseHeaders(part.head);
      parts.push({
        type: get(ph, 'content-type') ?? 'text/plain',
        content: decode(part.body.replace(/\r?\n$/, ''), get(ph, 'content-transfer-encoding')),
      });
    }
  } else {
    parts.push({ type, content: decode(body, get(headers, 'content-transfer-encoding')) });
  }
  const partOf = (t: string) => parts.find((p) => p.type.startsWith(t))?.content ?? '';
  return {
    raw,
    headers,
    header: (name) => get(headers, name.toLowerCase()),
    text: partOf('text/plain'),
    html: partOf('text/html'),
  };
}
