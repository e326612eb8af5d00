import { Link } from 'react-router';
import { preload } from 'react-dom';
import { ArrowRight, BadgeCheck, ShieldCheck } from 'lucide-react';
import { HERO_PHOTO, imgOf, srcSetOf } from '../../assets/photos.ts';
import { useHydrated } from '../../lib/use-hydrated.ts';
import { sellPath, useAuth } from '../auth/index.ts';
import { PageHeading } from '../../components/ui/page-text.tsx';
import { Island } from '../../components/islands/island.tsx';

const HERO_SIZES = '(min-width: 1152px) 560px, (min-width: 768px) 50vw, 100vw';

/**
 * Starts the hero photo's download before the home page renders (its route loader calls this): it
 * is the largest paint of the first screen, and otherwise it is only found once React has rendered
 * the page. The browser picks the same candidate as the <img> below (same srcset and sizes).
 */
export function preloadHeroPhoto() {
  preload(HERO_PHOTO.sources.at(-1)!.src, {
    as: 'image',
    imageSrcSet: srcSetOf(HERO_PHOTO),
    imageSizes: HERO_SIZES,
    fetchPriority: 'high',
  });
}

/** The top of the home page: what Resale Zone is, one call to action, the one eager image. */
export function HeroBanner() {
  const fallback = HERO_PHOTO.sources.at(-1)!;
  return (
    <section
      aria-labelledby="hero-heading"
      className="relative overflow-hidden bg-gradient-to-b from-brand-soft to-base-100"
    >
      <div className="mx-auto grid max-w-6xl items-center gap-10 px-4 pb-12 pt-10 md:grid-cols-2 md:pb-20 md:pt-16">
        <div className="flex flex-col items-start gap-6">
          <p className="badge badge-lg gap-2 border-primary/20 bg-base-100 font-medium text-primary">
            <BadgeCheck aria-hidden className="size-4" />
            Used phones from people near you
          </p>
          <PageHeading
            id="hero-heading"
            size="display"
            // A banner's title: 4xl (which comes after display's 3xl in the CSS), then larger.
            className="text-4xl leading-tight sm:text-5xl lg:text-6xl"
          >
            A great phone, <span className="text-primary">second time around.</span>
          </PageHeading>
          <p className="max-w-prose text-lg text-ink-muted">
            Browse iPhones, Xiaomi, OnePlus and Huawei phones listed by real owners. Book the one
            you like, meet the seller to check it, then pay by card.
          </p>
          <div className="flex flex-wrap gap-3">
            <a href="#featured" className="btn btn-primary btn-lg">
              Shop featured phones
              <ArrowRight aria-hidden className="size-5" />
            </a>
            <Island name="sell-link" component={SellYourPhoneLink} props={{}} load="session" />
          </div>
          <ul className="flex flex-wrap gap-x-6 gap-y-2 text-sm text-ink-muted">
            <li className="flex items-center gap-2">
              <ShieldCheck aria-hidden className="size-4 text-primary" /> Card payments
            </li>
            <li className="flex items-center gap-2">
              <ShieldCheck aria-hidden className="size-4 text-primary" /> Reported listings reviewed
            </li>
          </ul>
        </div>
        <div className="relative">
          <img
            {...imgOf(HERO_PHOTO, fallback.src)}
            sizes={HERO_SIZES}
            // The only eager image on the site: it is the largest thing in the first screen.
            loading="eager"
            fetchPriority="high"
            className="h-auto w-full rounded-[2rem] shadow-card-hover"
          />
          <div className="absolute -bottom-4 left-4 hidden items-center gap-3 rounded-box bg-base-100 px-4 py-3 shadow-card-hover sm:flex">
            <span className="flex size-10 items-center justify-center rounded-full bg-accent text-accent-content">
              <BadgeCheck aria-hidden className="size-5" />
            </span>
            <span className="text-sm">
              <span className="block font-semibold">Meet, check, then pay</span>
              <span className="text-ink-muted">No surprises at the handover</span>
            </span>
          </div>
        </div>
      </div>
    </section>
  );
}

/**
 * "Sell your phone": sign-up with Seller chosen, or for someone signed in Add A Product (a seller)
 * or the dashboard's Start selling (a buyer). The server's page is the same for everyone (it is
 * cached), so the signed-in target replaces the sign-up one once the page runs in the browser and
 * the role is known. Until then the sign-up link stays: that page forwards someone signed in to the
 * same target once their role arrives (a click in between used to reach the dashboard instead).
 */
export function SellYourPhoneLink() {
  const { user, role, isRoleLoading } = useAuth();
  const hydrated = useHydrated();
  return (
    <Link
      to={sellPath(hydrated && user !== null && !isRoleLoading, role)}
      className="btn btn-outline btn-lg border-base-300 bg-base-100"
    >
      Sell your phone
    </Link>
  );
}
