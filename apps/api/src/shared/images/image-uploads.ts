import { inArray } from 'drizzle-orm';
import { imageIdOf } from '@resale-zone/contract/images';
import type { Db } from '../../db/client.ts';
import { imageUploads } from '../../db/schema.ts';
import { badRequest } from '../../lib/http-error.ts';

/** SQL of the uploads record: who uploaded which image. */
export function createImageUploadsRepo(db: Db) {
  return {
    async record(imageId: string, userId: string): Promise<void> {
      await db.insert(imageUploads).values({ imageId, userId }).onConflictDoNothing();
    },
    /** The uploader of each of these images that has a record. */
    async uploaders(imageIds: string[]): Promise<Map<string, string>> {
      if (imageIds.length === 0) return new Map();
      const rows = await db
        .select({ imageId: imageUploads.imageId, userId: imageUploads.userId })
        .from(imageUploads)
        .where(inArray(imageUploads.imageId, imageIds));
      return new Map(rows.map((r) => [r.imageId, r.userId]));
    },
  };
}
export type ImageUploadsRepo = ReturnType<typeof createImageUploadsRepo>;

/** A photo a listing write names, and the body field a refusal names. */
export interface NamedPhoto {
  url: string;
  field: string;
  /** How the message calls it ("the product photo", "photo 3"). */
  label: string;
}

/**
 * Whose photos may go on a listing (decision 035): an image the service stored must have been
 * uploaded by the seller. Other paths the contract lets through (names of older data folders)
 * are no one's upload and stay accepted as before.
 */
export function createPhotoOwnership(repo: Pick<ImageUploadsRepo, 'uploaders'>): PhotoOwnership {
  return {
    async assertOwn(userId, photos) {
      const ids = photos.map((p) => imageIdOf(p.url));
      const uploaders = await repo.uploaders(ids.filter((id): id is string => id !== null));
      photos.forEach((photo, i) => {
        const id = ids[i];
        if (id === null || id === undefined || uploaders.get(id) === userId) return;
        throw badRequest(
          `${photo.field}: ${photo.label} must be a photo you uploaded`,
          photo.field,
        );
      });
    },
  };
}

export interface PhotoOwnership {
  /** A 400 naming the field of the first photo `userId` did not upload. */
  assertOwn(userId: string, photos: NamedPhoto[]): Promise<void>;
}
