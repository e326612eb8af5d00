import { z } from 'zod';

/** Answer of the built-in image service, shaped like the image host the spec used. */
export const ImageUploadAnswer = z.object({
  success: z.boolean(),
  data: z.object({ url: z.string() }),
});
export type ImageUploadAnswer = z.infer<typeof ImageUploadAnswer>;
