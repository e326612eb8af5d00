import {
  siApple,
  siGoogle,
  siHonor,
  siHuawei,
  siMotorola,
  siNokia,
  siOneplus,
  siOppo,
  siSamsung,
  siXiaomi,
  type SimpleIcon,
} from 'simple-icons';
import { BrandMark } from '../../components/ui/brand-mark.tsx';

/**
 * Brands that change hands here most often; marks from simple-icons (CC0), drawn inline. Wordmarks
 * fill only a thin band of the icons' 24x24 square, so they get a box cropped to their drawing
 * (measured once with getBBox) and a height that gives every logo a similar visual weight.
 */
const BRANDS: { icon: SimpleIcon; viewBox?: string; className: string }[] = [
  { icon: siApple, className: 'h-9 w-9' },
  { icon: siSamsung, viewBox: '0 9.9 24 4.2', className: 'h-4 w-auto' },
  { icon: siXiaomi, className: 'h-8 w-8' },
  { icon: siOneplus, className: 'h-8 w-8' },
  { icon: siHuawei, viewBox: '0 2.8 24 18.4', className: 'h-8 w-auto' },
  { icon: siGoogle, className: 'h-8 w-8' },
  { icon: siMotorola, className: 'h-8 w-8' },
  { icon: siNokia, viewBox: '0 8.9 24 6.2', className: 'h-5 w-auto' },
  { icon: siOppo, viewBox: '0 8.9 24 6.2', className: 'h-5 w-auto' },
  { icon: siHonor, viewBox: '0 9.4 24 5.2', className: 'h-4 w-auto' },
];

export function BrandStrip() {
  return (
    <section aria-labelledby="brands-heading" className="border-y border-base-300 bg-base-100">
      <div className="mx-auto max-w-6xl px-4 py-10">
        <h2
          id="brands-heading"
          className="mb-6 text-center text-sm font-semibold uppercase tracking-wider text-ink-muted"
        >
          Phones from the brands you know
        </h2>
        <ul className="flex flex-wrap items-center justify-center gap-x-10 gap-y-6 lg:justify-between lg:gap-x-6">
          {BRANDS.map(({ icon, viewBox, className }) => (
            <li key={icon.slug} className="flex h-10 items-center">
              <BrandMark
                icon={icon}
                label={icon.title}
                viewBox={viewBox}
                className={`${className} text-base-content/55 transition-colors hover:text-base-content`}
              />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
