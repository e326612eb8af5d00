/**
 * Small SVG drawing helpers for the site's illustrations. They return SVG markup strings; the
 * scenes in scenes.ts compose them and render-images.mjs turns them into WebP files once, so the
 * browser only ever downloads small raster images (no SVG filters to compute on a phone).
 */

export type CameraLayout = 'square' | 'stack' | 'bar' | 'ring' | 'pill';

export interface PhoneStyle {
  /** Centre of the phone. */
  cx: number;
  cy: number;
  width: number;
  /** Degrees, clockwise. */
  angle?: number;
  body: string;
  /** Shows the back (cameras) when set, the front (screen) otherwise. */
  camera?: CameraLayout;
  /** Two colours of the screen's wallpaper gradient (front only). */
  wallpaper?: [string, string];
  shadow?: boolean;
}

let uid = 0;
/** Gradient and filter ids must be unique within one SVG document. */
const nextId = (prefix: string) => `${prefix}${++uid}`;

export function linearGradient(id: string, stops: string[], x2 = 1, y2 = 1): string {
  const step = stops.length > 1 ? 1 / (stops.length - 1) : 1;
  const stopTags = stops
    .map((color, i) => `<stop offset="${(i * step).toFixed(3)}" stop-color="${color}"/>`)
    .join('');
  return `<linearGradient id="${id}" x1="0" y1="0" x2="${x2}" y2="${y2}">${stopTags}</linearGradient>`;
}

export function radialGlow(id: string, color: string, opacity = 1): string {
  return `<radialGradient id="${id}"><stop offset="0" stop-color="${color}" stop-opacity="${opacity}"/><stop offset="1" stop-color="${color}" stop-opacity="0"/></radialGradient>`;
}

/** A soft drop shadow filter; `spread` scales with the size of the object it is used on. */
export function shadowFilter(id: string, dy: number, blur: number, opacity: number): string {
  return `<filter id="${id}" x="-40%" y="-40%" width="180%" height="180%"><feDropShadow dx="0" dy="${dy}" stdDeviation="${blur}" flood-color="#0b1526" flood-opacity="${opacity}"/></filter>`;
}

/** Film-like grain, so that flat gradients read as photographs rather than vector art. */
export function grainFilter(id: string, amount = 0.06): string {
  return `<filter id="${id}" x="0" y="0" width="100%" height="100%"><feTurbulence type="fractalNoise" baseFrequency="0.9" numOctaves="2" seed="7" result="noise"/><feColorMatrix in="noise" type="matrix" values="0 0 0 0 0.5  0 0 0 0 0.5  0 0 0 0 0.5  0 0 0 ${amount} 0"/><feComposite operator="over" in2="SourceGraphic"/></filter>`;
}

export function lens(cx: number, cy: number, r: number): string {
  return [
    `<circle cx="${cx}" cy="${cy}" r="${r}" fill="#15181d"/>`,
    `<circle cx="${cx}" cy="${cy}" r="${r * 0.78}" fill="#262b33" stroke="#4a5260" stroke-width="${r * 0.08}"/>`,
    `<circle cx="${cx}" cy="${cy}" r="${r * 0.42}" fill="#0a0c10"/>`,
    `<circle cx="${cx - r * 0.25}" cy="${cy - r * 0.28}" r="${r * 0.16}" fill="#9fb4d8" opacity="0.55"/>`,
    `<circle cx="${cx + r * 0.2}" cy="${cy + r * 0.22}" r="${r * 0.07}" fill="#c7a4ff" opacity="0.5"/>`,
  ].join('');
}

function flash(cx: number, cy: number, r: number): string {
  return `<circle cx="${cx}" cy="${cy}" r="${r}" fill="#f3e6c0" stroke="#c9b98f" stroke-width="${r * 0.15}"/>`;
}

/** The camera module of a phone's back, in a box whose top-left corner is (x, y). */
function cameraModule(layout: CameraLayout, x: number, y: number, w: number): string {
  const u = w / 100;
  switch (layout) {
    case 'square':
      return `<rect x="${x + 6 * u}" y="${y + 6 * u}" width="${44 * u}" height="${44 * u}" rx="${11 * u}" fill="#000" opacity="0.22"/>${lens(x + 18 * u, y + 18 * u, 8.5 * u)}${lens(x + 18 * u, y + 38 * u, 8.5 * u)}${lens(x + 38 * u, y + 28 * u, 8.5 * u)}${flash(x + 39 * u, y + 13 * u, 2.6 * u)}`;
    case 'stack':
      return `<rect x="${x + 8 * u}" y="${y + 6 * u}" width="${26 * u}" height="${62 * u}" rx="${13 * u}" fill="#000" opacity="0.22"/>${lens(x + 21 * u, y + 19 * u, 9 * u)}${lens(x + 21 * u, y + 40 * u, 9 * u)}${lens(x + 21 * u, y + 58 * u, 6 * u)}${flash(x + 42 * u, y + 14 * u, 2.6 * u)}`;
    case 'bar':
      return `<rect x="${x}" y="${y + 14 * u}" width="${100 * u}" height="${22 * u}" fill="#000" opacity="0.28"/>${lens(x + 22 * u, y + 25 * u, 7.5 * u)}${lens(x + 42 * u, y + 25 * u, 7.5 * u)}${flash(x + 62 * u, y + 25 * u, 2.6 * u)}`;
    case 'ring':
      return `<circle cx="${x + 50 * u}" cy="${y + 34 * u}" r="${27 * u}" fill="#000" opacity="0.24" stroke="#c9ced6" stroke-opacity="0.6" stroke-width="${1.6 * u}"/>${lens(x + 40 * u, y + 24 * u, 8 * u)}${lens(x + 60 * u, y + 24 * u, 8 * u)}${lens(x + 40 * u, y + 44 * u, 8 * u)}${lens(x + 60 * u, y + 44 * u, 6 * u)}`;
    case 'pill':
      return `<rect x="${x + 8 * u}" y="${y + 6 * u}" width="${40 * u}" height="${58 * u}" rx="${14 * u}" fill="#000" opacity="0.22"/>${lens(x + 20 * u, y + 19 * u, 8 * u)}${lens(x + 37 * u, y + 19 * u, 8 * u)}${lens(x + 20 * u, y + 40 * u, 8 * u)}${flash(x + 37 * u, y + 40 * u, 3 * u)}`;
  }
}

/**
 * A phone seen from the front (screen with wallpaper) or the back (cameras), with rounded corners,
 * a subtle sheen and an optional shadow. Returns the defs it needs together with the drawing.
 */
export function phone(style: PhoneStyle): string {
  const { cx, cy, width, angle = 0, body, camera, wallpaper, shadow = true } = style;
  const height = width * 2.05;
  const x = cx - width / 2;
  const y = cy - height / 2;
  const r = width * 0.16;
  const sheen = nextId('sheen');
  const shade = nextId('shadow');
  const wall = nextId('wall');
  const defs = [
    `<linearGradient id="${sheen}" x1="0" y1="0" x2="1" y2="0.3"><stop offset="0" stop-color="#fff" stop-opacity="0.28"/><stop offset="0.45" stop-color="#fff" stop-opacity="0.04"/><stop offset="1" stop-color="#000" stop-opacity="0.18"/></linearGradient>`,
    shadowFilter(shade, width * 0.12, width * 0.1, 0.32),
    wallpaper ? linearGradient(wall, wallpaper) : '',
  ].join('');

  const frame = `<rect x="${x}" y="${y}" width="${width}" height="${height}" rx="${r}" fill="${body}"/>`;
  let face: string;
  if (camera) {
    face = `<rect x="${x}" y="${y}" width="${width}" height="${height}" rx="${r}" fill="url(#${sheen})"/>${cameraModule(camera, x, y + (camera === 'bar' ? width * 0.05 : 0), width)}<rect x="${x + width * 0.42}" y="${y + height * 0.7}" width="${width * 0.16}" height="${width * 0.16}" rx="${width * 0.04}" fill="#fff" opacity="0.12"/>`;
  } else {
    const inset = width * 0.045;
    const sx = x + inset;
    const sy = y + inset;
    const sw = width - inset * 2;
    const sh = height - inset * 2;
    face = [
      `<rect x="${sx}" y="${sy}" width="${sw}" height="${sh}" rx="${r - inset}" fill="url(#${wall})"/>`,
      `<circle cx="${sx + sw * 0.3}" cy="${sy + sh * 0.3}" r="${sw * 0.42}" fill="#fff" opacity="0.14"/>`,
      `<circle cx="${sx + sw * 0.8}" cy="${sy + sh * 0.72}" r="${sw * 0.5}" fill="#fff" opacity="0.09"/>`,
      `<rect x="${cx - width * 0.14}" y="${sy + width * 0.05}" width="${width * 0.28}" height="${width * 0.075}" rx="${width * 0.0375}" fill="#0b0d10"/>`,
      `<rect x="${cx - width * 0.2}" y="${sy + sh - width * 0.06}" width="${width * 0.4}" height="${width * 0.018}" rx="${width * 0.009}" fill="#fff" opacity="0.7"/>`,
      `<rect x="${x}" y="${y}" width="${width}" height="${height}" rx="${r}" fill="url(#${sheen})" opacity="0.5"/>`,
    ].join('');
  }
  const filter = shadow ? ` filter="url(#${shade})"` : '';
  return `<defs>${defs}</defs><g transform="rotate(${angle} ${cx} ${cy})"${filter}>${frame}${face}</g>`;
}

/** A rounded rectangle, the workhorse of the still lifes. */
export function box(
  x: number,
  y: number,
  w: number,
  h: number,
  rx: number,
  fill: string,
  extra = '',
): string {
  return `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${rx}" fill="${fill}" ${extra}/>`;
}

export function svgDocument(width: number, height: number, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${body}</svg>`;
}
