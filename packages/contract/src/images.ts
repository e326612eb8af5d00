import { z } from 'zod';

/** Answer of the built-in image service, shaped like the image host the spec used. */
export const ImageUploadAnswer = z.object({
  success: z.boolean(),
  data: z.object({
    /** The full-width variant; the card-width one is derived from it (`imageSources`). */
    url: z.string(),
    /** Pixel size of the full-width variant, so that pages can reserve its space. */
    width: z.number().int().positive(),
    height: z.number().int().positive(),
  }),
});
export type ImageUploadAnswer = z.infer<typeof ImageUploadAnswer>;

/** The multipart field the upload is read from (the spec's image host used the same name). */
export const IMAGE_UPLOAD_FIELD = 'image';

// The URL helpers have no schema, so pages import them without zod; existing imports keep working.
export * from './image-urls.ts';
