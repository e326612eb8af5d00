/**
 * JSON as the text of a `<script type="application/ld+json">`: `<`, `>` and `&` as \u escapes so
 * that no user text (a product name holding `</script>`) can end the script or start markup, and
 * the two line separators JavaScript parsers once choked on escaped too. It still parses as the
 * same JSON.
 */
export function jsonLdText(data: unknown): string {
  return JSON.stringify(data).replace(
    /[<>&\u2028\u2029]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

/** One block of structured data (schema.org vocabulary) for search engines. */
export function JsonLd({ data }: { data: object }) {
  return (
    <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdText(data) }} />
  );
}
