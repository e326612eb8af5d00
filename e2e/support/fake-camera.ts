import fs from 'node:fs';
import { chromium, test, type Page } from '@playwright/test';

const WIDTH = 640;
const HEIGHT = 480;

/**
 * Writes a one-frame .y4m video of an image (a URL the page can load, e.g. a data: URL) on white,
 * for Chromium's fake camera: what the phone's camera would see when held over that image. The
 * page draws the image, so it is decoded as a browser decodes it.
 */
export async function cameraVideoOf(page: Page, imageSrc: string, file: string) {
  const luma64 = await page.evaluate(
    async ({ src, width, height }) => {
      const image = new Image();
      image.src = src;
      await image.decode();
      const canvas = document.createElement('canvas');
      canvas.width = width;
      canvas.height = height;
      const context = canvas.getContext('2d')!;
      context.fillStyle = '#fff';
      context.fillRect(0, 0, width, height);
      const side = Math.round(height * 0.75);
      context.drawImage(image, (width - side) / 2, (height - side) / 2, side, side);
      const { data } = context.getImageData(0, 0, width, height);
      let bytes = '';
      for (let i = 0; i < data.length; i += 4) {
        const y = 0.299 * data[i]! + 0.587 * data[i + 1]! + 0.114 * data[i + 2]!;
        bytes += String.fromCharCode(Math.round(y));
      }
      return btoa(bytes);
    },
    { src: imageSrc, width: WIDTH, height: HEIGHT },
  );
  // 4:2:0 in full range: the brightness plane, then both colour planes at half size, neutral.
  const chroma = Buffer.alloc((WIDTH / 2) * (HEIGHT / 2) * 2, 128);
  fs.writeFileSync(
    file,
    Buffer.concat([
      Buffer.from(`YUV4MPEG2 W${WIDTH} H${HEIGHT} F30:1 Ip A1:1 C420jpeg\nFRAME\n`),
      Buffer.from(luma64, 'base64'),
      chroma,
    ]),
  );
}

/**
 * A browser of its own whose only camera shows `video` (a .y4m file) and whose camera prompts are
 * answered yes: the project's browser has no camera, and a fake one is chosen at launch.
 */
export function browserWithCamera(video: string) {
  const { launchOptions } = test.info().project.use;
  return chromium.launch({
    ...launchOptions,
    args: [
      ...(launchOptions?.args ?? []),
      '--use-fake-device-for-media-stream',
      '--use-fake-ui-for-media-stream',
      `--use-file-for-fake-video-capture=${video}`,
    ],
  });
}
