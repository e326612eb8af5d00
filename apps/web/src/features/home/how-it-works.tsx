import type { LucideIcon } from 'lucide-react';
import { Handshake, Heart, LogIn, Smile } from 'lucide-react';

/** The spec's four steps, in its words, each with a line of our own. */
const STEPS: { title: string; text: string; icon: LucideIcon }[] = [
  {
    title: 'Login & Discover',
    text: 'Sign in and browse phones by brand, or start with the featured picks.',
    icon: LogIn,
  },
  {
    title: 'Add to Wishlist',
    text: 'Book the phones you like with your number and a meeting place you choose.',
    icon: Heart,
  },
  {
    title: 'Fast Meet To Find Fast',
    text: 'Meet the seller in a public place and check the phone in your own hands.',
    icon: Handshake,
  },
  {
    title: 'Enjoy the product',
    text: 'Pay by card once you are happy, and enjoy a great phone for less.',
    icon: Smile,
  },
];

export function HowItWorks() {
  return (
    <section aria-labelledby="steps-heading" className="bg-base-200">
      <div className="mx-auto max-w-6xl px-4 py-16">
        <p className="mb-1 text-sm font-semibold uppercase tracking-wider text-primary">
          How it works
        </p>
        <h2 id="steps-heading" className="mb-10 text-3xl font-extrabold tracking-tight sm:text-4xl">
          From browsing to your new phone in four steps
        </h2>
        <ol className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {STEPS.map(({ title, text, icon: Icon }, i) => (
            <li key={title} className="relative rounded-box bg-base-100 p-6 shadow-card">
              <span
                aria-hidden
                className="absolute right-5 top-4 text-5xl font-black text-base-content/10"
              >
                {i + 1}
              </span>
              <span className="mb-4 flex size-12 items-center justify-center rounded-2xl bg-primary text-primary-content">
                <Icon aria-hidden className="size-6" />
              </span>
              <h3 className="mb-2 text-lg font-bold">{title}</h3>
              <p className="text-ink-muted">{text}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
