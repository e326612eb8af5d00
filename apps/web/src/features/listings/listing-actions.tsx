import { Link } from 'react-router';
import { Flag, Handshake, ShoppingCart } from 'lucide-react';
import type { Product } from '@resale-zone/contract/listings';

/** Where a buyer's bookings are listed. */
const MY_BOOKINGS = '/deshboard/booking';

interface CheckoutButtonProps {
  product: Product;
  /** The signed-in person already booked this phone: the button leads to their bookings. */
  booked: boolean;
  onCheckout?: (product: Product) => void;
  size?: 'sm' | 'md';
}

/** Check out, or "Booked – see my bookings" once the person has booked the phone. */
export function CheckoutButton({ product, booked, onCheckout, size = 'md' }: CheckoutButtonProps) {
  const sizeClass = size === 'sm' ? 'btn-sm' : '';
  if (booked) {
    return (
      <Link to={MY_BOOKINGS} className={`btn btn-outline btn-success ${sizeClass}`}>
        <Handshake aria-hidden className="size-4" />
        Booked – see my bookings
      </Link>
    );
  }
  return (
    <button
      type="button"
      className={`btn btn-primary ${sizeClass}`}
      onClick={() => onCheckout?.(product)}
    >
      <ShoppingCart aria-hidden className="size-4" />
      Check out
    </button>
  );
}

interface ReportButtonProps {
  product: Product;
  /** The signed-in person already reported this phone: shown as done, not offered again. */
  reported: boolean;
  onReport?: (product: Product) => void;
  size?: 'sm' | 'md';
}

/** Report, or a disabled "Reported" once the person has reported the phone. */
export function ReportButton({ product, reported, onReport, size = 'md' }: ReportButtonProps) {
  return (
    <button
      type="button"
      className={`btn btn-ghost text-ink-muted ${size === 'sm' ? 'btn-sm' : ''}`}
      disabled={reported}
      onClick={() => onReport?.(product)}
    >
      <Flag aria-hidden className="size-4" />
      {reported ? 'Reported' : 'Report'}
    </button>
  );
}
