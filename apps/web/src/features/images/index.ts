// The images feature's public face: what other features may use (eslint.config.js).
export {
  ACCEPTED_IMAGE_TYPES,
  MAX_IMAGE_BYTES,
  photoFileProblem,
  uploadImage,
  type UploadAuth,
} from './upload-image.ts';
export { shrinkImage } from './shrink-image.ts';
export { useUploadAuth } from './use-upload-auth.ts';
