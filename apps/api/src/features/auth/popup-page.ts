import crypto from 'node:crypto';
import { AUTH_CHANNEL, type GooglePopupResult } from '@resale-zone/contract/auth';

/**
 * The page the Google popup ends on. It tells the app how sign-in went over a BroadcastChannel
 * (which works even when the provider's pages cut the popup off from its opener) and closes
 * itself. The script is constant, allowed by its hash; the result travels as inert JSON.
 */
const SCRIPT = `(() => {
  const result = JSON.parse(document.getElementById('result').textContent);
  try { new BroadcastChannel(${JSON.stringify(AUTH_CHANNEL)}).postMessage(result); } catch (e) {}
  try { if (window.opener) window.opener.postMessage(result, location.origin); } catch (e) {}
  setTimeout(() => window.close(), 50);
})();`;

const SCRIPT_HASH = `sha256-${crypto.createHash('sha256').update(SCRIPT).digest('base64')}`;

export const POPUP_PAGE_CSP = [
  "default-src 'none'",
  `script-src '${SCRIPT_HASH}'`,
  "style-src 'unsafe-inline'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');

/** JSON that is safe inside a <script> element: no `<` can end it early. */
const inertJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

export function popupPage(result: GooglePopupResult): string {
  const text = result.ok
    ? 'You are signed in. This window closes by itself.'
    : `${result.message ?? 'Sign-in with Google failed.'} You can close this window.`;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Google sign-in - Resale Zone</title>
</head>
<body style="font-family: system-ui, sans-serif; padding: 2rem; text-align: center">
<p>${escapeHtml(text)}</p>
<script type="application/json" id="result">${inertJson(result)}</script>
<script>${SCRIPT}</script>
</body>
</html>
`;
}
