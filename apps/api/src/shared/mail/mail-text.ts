import { nameProblem } from '@resale-zone/contract/users';

/**
 * What goes into a mail header: one line, no control characters (a CR/LF in a name or subject
 * would start a new header such as `Bcc:`), and not overly long.
 */
export function headerSafe(value: string, maxLength = 200): string {
  // eslint-disable-next-line no-control-regex
  const oneLine = value.replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]+/g, ' ');
  return oneLine.replace(/\s+/g, ' ').trim().slice(0, maxLength);
}

/**
 * A member's name as mail may show it: one line, and only a name. A name that carries an address
 * or speaks as the site (one saved before names were checked, issue 36) is not shown at all.
 */
export function shownName(name: string): string | null {
  const line = headerSafe(name, 100);
  return line !== '' && nameProblem(line) === null ? line : null;
}

/**
 * Another member as mail quotes them: the role first, then the name in quotation marks (“A buyer,
 * “Alex”, booked …”), so that a name never reads as the sender or as our own words.
 */
export function memberNamed(role: string, name: string): string {
  const shown = shownName(name);
  return shown ? `${role}, “${shown}”,` : role;
}

/** `Hi${greeting(name)},`: the person's own name after a space, or nothing when it is not shown. */
export function greeting(name: string | null | undefined): string {
  const shown = name ? shownName(name) : null;
  return shown ? ` ${shown}` : '';
}

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]!);

export interface MailContent {
  /** The message's one heading (also a good subject). */
  heading: string;
  paragraphs: string[];
  /** The one thing to do, as a link whose text says where it goes ("Verify your email"). */
  action?: { label: string; url: string };
}

export const SITE_NAME = 'Resale Zone';

/**
 * A message as plain text and as accessible HTML: a language, a title, one real heading, plain
 * paragraphs, a link whose text describes it (its address written out too, for clients that hide
 * links), and a footer naming the site with its public address. Every value is escaped.
 */
export function renderMail(
  content: MailContent,
  publicUrl: string,
): { text: string; html: string } {
  const { heading, paragraphs, action } = content;
  const textParts = [heading, '', ...paragraphs.flatMap((p) => [p, ''])];
  if (action) textParts.push(`${action.label}: ${action.url}`, '');
  textParts.push('--', `${SITE_NAME} · ${publicUrl}`);

  const e = escapeHtml;
  const htmlParts = [
    '<!doctype html>',
    '<html lang="en">',
    '<head><meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${e(heading)}</title></head>`,
    '<body style="font-family: system-ui, sans-serif; line-height: 1.5; color: #1f2937; max-width: 36rem; margin: 0 auto; padding: 1rem">',
    '<main>',
    `<h1 style="font-size: 1.4rem">${e(heading)}</h1>`,
    ...paragraphs.map((p) => `<p>${e(p)}</p>`),
  ];
  if (action) {
    htmlParts.push(
      `<p><a href="${e(action.url)}" style="display: inline-block; padding: 0.6rem 1rem; background: #1d4ed8; color: #ffffff; border-radius: 0.4rem; text-decoration: none; font-weight: 600">${e(action.label)}</a></p>`,
      `<p style="font-size: 0.9rem">If the button does not work, copy this address into your browser: ${e(action.url)}</p>`,
    );
  }
  htmlParts.push(
    '</main>',
    `<footer style="font-size: 0.85rem; color: #4b5563"><p><a href="${e(publicUrl)}">${SITE_NAME}</a> · ${e(publicUrl)}</p></footer>`,
    '</body>',
    '</html>',
  );
  return { text: textParts.join('\n'), html: htmlParts.join('\n') };
}
