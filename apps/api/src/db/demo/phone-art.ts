import type { Category } from '@resale-zone/contract/listings';

/**
 * Draws a product photo for a demo listing: the phone's back and front on a soft backdrop, with a
 * camera layout typical of its brand. Pure SVG, rendered locally by sharp: no network, no fonts.
 */
export function phoneSvg(category: Category, color: string, seed: number): string {
  const hue = (seed * 47) % 360;
  const bgA = `hsl(${hue} 45% 92%)`;
  const bgB = `hsl(${(hue + 40) % 360} 40% 82%)`;
  const wallA = `hsl(${(hue + 180) % 360} 70% 55%)`;
  const wallB = `hsl(${(hue + 240) % 360} 70% 35%)`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600" viewBox="0 0 800 600">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${bgA}"/><stop offset="1" stop-color="${bgB}"/></linearGradient>
    <linearGradient id="wall" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${wallA}"/><stop offset="1" stop-color="${wallB}"/></linearGradient>
    <linearGradient id="sheen" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#fff" stop-opacity="0.25"/><stop offset="0.5" stop-color="#fff" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.15"/></linearGradient>
  </defs>
  <rect width="800" height="600" fill="url(#bg)"/>
  <ellipse cx="400" cy="560" rx="300" ry="22" fill="#000" opacity="0.08"/>
  <g transform="rotate(-8 300 300)">
    ${shadow(170, 60)}
    <rect x="170" y="60" width="250" height="500" rx="38" fill="${color}"/>
    <rect x="170" y="60" width="250" height="500" rx="38" fill="url(#sheen)"/>
    ${cameras(category)}
  </g>
  <g transform="rotate(6 520 300)">
    ${shadow(410, 50)}
    <rect x="410" y="50" width="250" height="500" rx="38" fill="#111"/>
    <rect x="420" y="60" width="230" height="480" rx="30" fill="url(#wall)"/>
    <circle cx="${category === 'Iphone' ? 0 : 535}" cy="80" r="${category === 'Iphone' ? 0 : 7}" fill="#111"/>
    ${category === 'Iphone' ? '<rect x="495" y="70" width="80" height="22" rx="11" fill="#111"/>' : ''}
    <rect x="430" y="500" width="210" height="6" rx="3" fill="#fff" opacity="0.6"/>
    <circle cx="475" cy="200" r="60" fill="#fff" opacity="0.12"/>
    <circle cx="590" cy="380" r="90" fill="#fff" opacity="0.08"/>
  </g>
</svg>`;
}

/**
 * A soft shadow from a few stacked translucent shapes: an SVG blur filter looks the same but makes
 * rendering ten times slower, and demo data is drawn at first start.
 */
function shadow(x: number, y: number): string {
  return [14, 10, 6]
    .map(
      (grow, i) =>
        `<rect x="${x - grow / 2}" y="${y + 16 - grow / 2}" width="${250 + grow}" height="${500 + grow}" rx="${40 + grow / 2}" fill="#000" opacity="${0.06 + i * 0.03}"/>`,
    )
    .join('');
}

function lens(cx: number, cy: number, r: number): string {
  return `<circle cx="${cx}" cy="${cy}" r="${r}" fill="#1a1a1a" stroke="#555" stroke-width="4"/><circle cx="${cx - r / 3}" cy="${cy - r / 3}" r="${r / 4}" fill="#fff" opacity="0.35"/>`;
}

function cameras(category: Category): string {
  switch (category) {
    case 'Iphone':
      return `<rect x="190" y="80" width="120" height="120" rx="28" fill="#000" opacity="0.18"/>${lens(222, 112, 20)}${lens(222, 168, 20)}${lens(278, 140, 20)}<circle cx="280" cy="100" r="6" fill="#f5e6b3"/>`;
    case 'Xiaomi':
      return `<rect x="190" y="80" width="110" height="150" rx="22" fill="#000" opacity="0.2"/>${lens(220, 112, 18)}${lens(268, 112, 18)}${lens(220, 162, 18)}<circle cx="268" cy="162" r="7" fill="#f5e6b3"/>`;
    case 'One plus':
      return `<rect x="195" y="80" width="70" height="190" rx="35" fill="#000" opacity="0.2"/>${lens(230, 118, 22)}${lens(230, 175, 22)}${lens(230, 232, 16)}`;
    case 'Huawei':
      return `<circle cx="295" cy="160" r="78" fill="#000" opacity="0.2" stroke="#ccc" stroke-width="4"/>${lens(270, 130, 20)}${lens(320, 130, 20)}${lens(270, 190, 20)}${lens(320, 190, 14)}`;
    case 'Samsung':
      return `${lens(215, 110, 20)}${lens(215, 165, 20)}${lens(215, 220, 20)}<circle cx="260" cy="110" r="6" fill="#f5e6b3"/>`;
    case 'Google Pixel':
      return `<rect x="150" y="110" width="240" height="70" rx="35" fill="#000" opacity="0.35"/>${lens(205, 145, 20)}${lens(260, 145, 20)}<circle cx="320" cy="145" r="7" fill="#f5e6b3"/>`;
    default:
      // Every other brand: a square block of three lenses.
      return `<rect x="190" y="80" width="110" height="110" rx="20" fill="#000" opacity="0.2"/>${lens(222, 112, 18)}${lens(268, 112, 18)}${lens(222, 160, 18)}`;
  }
}
