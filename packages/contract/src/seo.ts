import { z } from 'zod';

/** `GET /sitemaps/{file}`: a sitemap named by the index (`pages.xml`, `listings-<key>.xml`). */
export const SitemapFileParams = z.object({
  file: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,140}\.xml$/, { error: 'must be a sitemap file name (name.xml)' }),
});
export type SitemapFileParams = z.infer<typeof SitemapFileParams>;
