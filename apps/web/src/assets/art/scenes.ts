import {
  box,
  grainFilter,
  lens,
  linearGradient,
  phone,
  radialGlow,
  shadowFilter,
  svgDocument,
} from './draw.ts';

/**
 * The site's illustrations: the hero and the five gallery photos. Each is drawn at its largest
 * size; render-images.mjs writes the smaller widths from the same drawing.
 */
export interface Scene {
  name: string;
  width: number;
  height: number;
  /** Output widths in pixels, smallest first. */
  widths: number[];
  svg: () => string;
}

const W = 1600;
const H = 1200;

/** Three phones fanned out over a teal backdrop: front, back, front. */
function hero(): string {
  const w = 1200;
  const h = 900;
  return svgDocument(
    w,
    h,
    [
      `<defs>${linearGradient('bg', ['#d9f1ec', '#b6e2da', '#8fcfc4'])}${radialGlow('glowA', '#ffffff', 0.9)}${radialGlow('glowB', '#f5a524', 0.55)}${grainFilter('grain', 0.05)}</defs>`,
      `<g filter="url(#grain)"><rect width="${w}" height="${h}" fill="url(#bg)"/></g>`,
      `<circle cx="420" cy="300" r="380" fill="url(#glowA)"/>`,
      `<circle cx="930" cy="720" r="300" fill="url(#glowB)"/>`,
      `<circle cx="980" cy="180" r="90" fill="#0f766e" opacity="0.12"/>`,
      `<circle cx="170" cy="760" r="130" fill="#0f766e" opacity="0.1"/>`,
      `<ellipse cx="600" cy="815" rx="380" ry="34" fill="#0b1526" opacity="0.14"/>`,
      phone({
        cx: 360,
        cy: 470,
        width: 250,
        angle: -14,
        body: '#1f2a37',
        wallpaper: ['#ff9a62', '#7b2ff7'],
      }),
      phone({ cx: 840, cy: 470, width: 250, angle: 13, body: '#dfe4ea', camera: 'ring' }),
      phone({
        cx: 600,
        cy: 440,
        width: 280,
        angle: 0,
        body: '#12324a',
        wallpaper: ['#2dd4bf', '#1e3a8a'],
      }),
    ].join(''),
  );
}

/** A phone, a coffee and earbuds on a wooden desk, seen from above. */
function desk(): string {
  const planks = Array.from({ length: 7 }, (_, i) => {
    const y = i * 180;
    const tone = i % 2 === 0 ? '#b7825a' : '#a9744d';
    const grain = Array.from(
      { length: 5 },
      (_, j) =>
        `<path d="M0 ${y + 30 + j * 30} C 400 ${y + 10 + j * 34}, 900 ${y + 55 + j * 28}, ${W} ${y + 25 + j * 31}" stroke="#6e4428" stroke-opacity="0.18" stroke-width="3" fill="none"/>`,
    ).join('');
    return `<rect y="${y}" width="${W}" height="178" fill="${tone}"/>${grain}<rect y="${y + 178}" width="${W}" height="2" fill="#5a351d" opacity="0.45"/>`;
  }).join('');
  return svgDocument(
    W,
    H,
    [
      `<defs>${grainFilter('grain', 0.08)}${shadowFilter('soft', 18, 22, 0.35)}${radialGlow('light', '#fff4df', 0.45)}${radialGlow('coffee', '#3b2314')}</defs>`,
      `<g filter="url(#grain)">${planks}</g>`,
      `<circle cx="500" cy="350" r="700" fill="url(#light)"/>`,
      // Cup and saucer.
      `<g filter="url(#soft)"><circle cx="1270" cy="300" r="190" fill="#f4efe8"/><circle cx="1270" cy="300" r="120" fill="#ffffff"/><circle cx="1270" cy="300" r="98" fill="#6b3e22"/><circle cx="1270" cy="300" r="98" fill="url(#coffee)"/><ellipse cx="1245" cy="278" rx="34" ry="18" fill="#d7b48a" opacity="0.55"/><rect x="1380" y="280" width="90" height="40" rx="20" fill="#ffffff"/></g>`,
      // Earbuds case.
      `<g filter="url(#soft)" transform="rotate(18 1180 920)"><rect x="1080" y="850" width="200" height="150" rx="62" fill="#f8fafc"/><rect x="1080" y="905" width="200" height="4" fill="#cbd5e1"/><circle cx="1180" cy="950" r="7" fill="#94a3b8"/></g>`,
      // Notebook and pen.
      `<g filter="url(#soft)" transform="rotate(-6 260 880)"><rect x="60" y="700" width="420" height="340" rx="14" fill="#12324a"/><rect x="90" y="700" width="14" height="340" fill="#0b2133"/><rect x="130" y="760" width="280" height="12" rx="6" fill="#f5a524" opacity="0.85"/></g>`,
      `<g filter="url(#soft)" transform="rotate(32 620 1010)"><rect x="420" y="995" width="420" height="26" rx="13" fill="#0f766e"/><rect x="800" y="995" width="40" height="26" rx="10" fill="#e2e8f0"/></g>`,
      phone({
        cx: 760,
        cy: 560,
        width: 300,
        angle: -18,
        body: '#1c2430',
        wallpaper: ['#fbbf24', '#db2777'],
      }),
    ].join(''),
  );
}

/** Five phones standing in a row on a shelf, back cameras facing out, each a different colour. */
function lineup(): string {
  const colours = ['#f3d7c6', '#12324a', '#c9e7dd', '#7c3aed', '#e5e7eb'];
  const cameras = ['square', 'stack', 'bar', 'ring', 'pill'] as const;
  const phones = colours
    .map((body, i) =>
      phone({
        cx: 250 + i * 275,
        cy: 560,
        width: 200,
        angle: (i - 2) * 2,
        body,
        camera: cameras[i],
      }),
    )
    .join('');
  return svgDocument(
    W,
    H,
    [
      `<defs>${linearGradient('wall', ['#fdf6ec', '#f6e3cf'], 0, 1)}${linearGradient('shelf', ['#e8d2b4', '#c9a57c'], 0, 1)}${grainFilter('grain', 0.05)}${radialGlow('spot', '#ffffff', 0.8)}</defs>`,
      `<g filter="url(#grain)"><rect width="${W}" height="${H}" fill="url(#wall)"/></g>`,
      `<ellipse cx="800" cy="420" rx="760" ry="420" fill="url(#spot)"/>`,
      `<rect y="780" width="${W}" height="60" fill="url(#shelf)"/><rect y="840" width="${W}" height="360" fill="#e9dcc9"/><rect y="840" width="${W}" height="22" fill="#000" opacity="0.08"/>`,
      `<g opacity="0.5">${Array.from({ length: 5 }, (_, i) => `<ellipse cx="${250 + i * 275}" cy="785" rx="110" ry="14" fill="#3b2a18" opacity="0.35"/>`).join('')}</g>`,
      phones,
      // A plant in the corner, for scale.
      `<g><rect x="1450" y="600" width="110" height="180" rx="18" fill="#0f766e"/><path d="M1505 600 C 1470 480, 1400 450, 1380 380 C 1450 420, 1500 470, 1505 600 Z" fill="#3f8f5a"/><path d="M1505 600 C 1530 470, 1600 430, 1600 350 C 1560 420, 1510 470, 1505 600 Z" fill="#2f7a4a"/><path d="M1505 600 C 1505 500, 1520 420, 1500 320 C 1480 420, 1490 500, 1505 600 Z" fill="#4caf6e"/></g>`,
    ].join(''),
  );
}

/** A close look at a camera module, with out-of-focus city lights behind. */
function cameraCloseUp(): string {
  const bokeh = [
    [180, 220, 120, '#f5a524'],
    [420, 140, 80, '#fb7185'],
    [1380, 200, 140, '#38bdf8'],
    [1480, 520, 90, '#f5a524'],
    [260, 900, 150, '#2dd4bf'],
    [1300, 1020, 120, '#a78bfa'],
    [120, 560, 70, '#fde68a'],
  ] as const;
  return svgDocument(
    W,
    H,
    [
      `<defs>${linearGradient('night', ['#0b1526', '#12324a', '#0b1526'])}${bokeh.map(([, , , c], i) => radialGlow(`b${i}`, c, 0.55)).join('')}${linearGradient('back', ['#3a4656', '#1f2833', '#2c3846'])}${shadowFilter('deep', 40, 50, 0.6)}${grainFilter('grain', 0.07)}</defs>`,
      `<g filter="url(#grain)"><rect width="${W}" height="${H}" fill="url(#night)"/></g>`,
      bokeh
        .map(([x, y, r], i) => `<circle cx="${x}" cy="${y}" r="${r}" fill="url(#b${i})"/>`)
        .join(''),
      `<g filter="url(#deep)" transform="rotate(-12 800 640)"><rect x="420" y="120" width="760" height="1300" rx="130" fill="url(#back)"/><rect x="420" y="120" width="760" height="1300" rx="130" fill="none" stroke="#8392a6" stroke-opacity="0.4" stroke-width="6"/>`,
      `<rect x="480" y="180" width="420" height="420" rx="96" fill="#0e141c" opacity="0.55"/>`,
      lens(600, 300, 78),
      lens(600, 490, 78),
      lens(790, 395, 78),
      `<circle cx="800" cy="245" r="24" fill="#f3e6c0"/><circle cx="800" cy="545" r="14" fill="#1b222c"/></g>`,
    ].join(''),
  );
}

/** A café table where buyer and seller meet: two drinks, the phone, keys. */
function meetup(): string {
  return svgDocument(
    W,
    H,
    [
      `<defs>${linearGradient('floor', ['#3f4a3c', '#2b3429'])}${radialGlow('table', '#ffffff', 0)}${linearGradient('marble', ['#f8f7f4', '#e9e6df', '#f4f2ee'])}${shadowFilter('soft', 22, 26, 0.35)}${grainFilter('grain', 0.06)}</defs>`,
      `<g filter="url(#grain)"><rect width="${W}" height="${H}" fill="url(#floor)"/></g>`,
      `<g filter="url(#soft)"><circle cx="800" cy="600" r="560" fill="url(#marble)"/></g>`,
      `<path d="M420 360 C 620 420, 700 300, 960 380 S 1200 520, 1260 470" stroke="#cfc9bd" stroke-width="5" fill="none" opacity="0.7"/><path d="M380 760 C 560 700, 760 820, 1000 760" stroke="#d8d2c6" stroke-width="4" fill="none" opacity="0.6"/>`,
      // Latte and iced drink.
      `<g filter="url(#soft)"><circle cx="520" cy="430" r="120" fill="#ffffff"/><circle cx="520" cy="430" r="96" fill="#c8915f"/><path d="M520 380 C 560 400, 560 450, 520 480 C 480 450, 480 400, 520 380 Z" fill="#f3e3cf"/><rect x="620" y="410" width="70" height="36" rx="18" fill="#ffffff"/></g>`,
      `<g filter="url(#soft)"><circle cx="1110" cy="420" r="100" fill="#dff3f7" opacity="0.9"/><circle cx="1110" cy="420" r="84" fill="#f59e0b" opacity="0.85"/><rect x="1090" y="260" width="16" height="170" rx="8" fill="#0f766e" transform="rotate(20 1098 345)"/><rect x="1070" y="390" width="40" height="40" rx="6" fill="#fff" opacity="0.55"/><rect x="1120" y="420" width="36" height="36" rx="6" fill="#fff" opacity="0.5"/></g>`,
      // Keys on a ring.
      `<g filter="url(#soft)" transform="rotate(-25 1080 820)"><circle cx="1030" cy="820" r="34" fill="none" stroke="#b8bec7" stroke-width="10"/><rect x="1060" y="805" width="150" height="30" rx="10" fill="#c9a227"/><rect x="1180" y="812" width="50" height="16" rx="4" fill="#c9a227"/></g>`,
      phone({ cx: 780, cy: 700, width: 230, angle: 72, body: '#f1f5f9', camera: 'square' }),
    ].join(''),
  );
}

/** A boxed phone with its charger and cable: complete sets sell faster. */
function unboxing(): string {
  return svgDocument(
    W,
    H,
    [
      `<defs>${linearGradient('bg', ['#e9eef5', '#d6dee9'])}${linearGradient('lid', ['#ffffff', '#eef2f7'])}${shadowFilter('soft', 24, 28, 0.28)}${grainFilter('grain', 0.05)}</defs>`,
      `<g filter="url(#grain)"><rect width="${W}" height="${H}" fill="url(#bg)"/></g>`,
      // Box base and lid.
      `<g filter="url(#soft)" transform="rotate(-8 470 600)">${box(220, 230, 500, 760, 40, '#f8fafc')}${box(250, 260, 440, 700, 28, '#e2e8f0')}</g>`,
      `<g filter="url(#soft)" transform="rotate(10 1130 470)">${box(920, 120, 420, 640, 40, 'url(#lid)')}${box(1040, 360, 180, 8, 4, '#cbd5e1')}<circle cx="1130" cy="300" r="44" fill="none" stroke="#cbd5e1" stroke-width="8"/></g>`,
      phone({
        cx: 470,
        cy: 600,
        width: 290,
        angle: -8,
        body: '#0f1b2d',
        wallpaper: ['#34d399', '#0f766e'],
      }),
      // Charger brick and coiled cable.
      `<g filter="url(#soft)">${box(1000, 820, 190, 190, 30, '#ffffff')}${box(1070, 790, 16, 40, 4, '#b8c2cf')}${box(1104, 790, 16, 40, 4, '#b8c2cf')}</g>`,
      `<g fill="none" stroke="#ffffff" stroke-width="16" stroke-linecap="round" filter="url(#soft)"><path d="M1190 915 C 1300 915, 1420 880, 1420 800 C 1420 720, 1300 720, 1300 800 C 1300 880, 1450 900, 1480 980 C 1510 1060, 1360 1100, 1260 1060"/></g>`,
      `${box(1240, 1040, 60, 40, 10, '#e2e8f0')}`,
    ].join(''),
  );
}

const galleryWidths = [480, 960, 1600];

export const SCENES: Scene[] = [
  { name: 'hero', width: 1200, height: 900, widths: [480, 800, 1200], svg: hero },
  { name: 'gallery-desk', width: W, height: H, widths: galleryWidths, svg: desk },
  { name: 'gallery-lineup', width: W, height: H, widths: galleryWidths, svg: lineup },
  { name: 'gallery-camera', width: W, height: H, widths: galleryWidths, svg: cameraCloseUp },
  { name: 'gallery-meetup', width: W, height: H, widths: galleryWidths, svg: meetup },
  { name: 'gallery-unboxing', width: W, height: H, widths: galleryWidths, svg: unboxing },
];
