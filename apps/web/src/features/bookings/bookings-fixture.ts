import type { Booking, Order } from '@resale-zone/contract/bookings';

let next = 0;

/** A booking as `GET /bookings` answers it, for component tests; override what the test is about. */
export function aBooking(overrides: Partial<Booking> = {}): Booking {
  next += 1;
  return {
    _id: `booking-${next}`,
    name: 'Bianca Buyer',
    productName: `Pixel 7 #${next}`,
    email: 'bianca.buyer@resale.zone',
    price: 320,
    number: '01712 345678',
    place: 'Dhanmondi 27, Dhaka',
    photo: `/images/phone-${next}.webp`,
    product_id: `listing-${next}`,
    paid: false,
    transactionId: null,
    soldToOther: false,
    createdAt: '2026-03-05T10:00:00.000Z',
    ...overrides,
  };
}

/** An order as `GET /order` answers it. */
export function anOrder(overrides: Partial<Order> = {}): Order {
  next += 1;
  return {
    _id: `order-${next}`,
    photo: `/images/phone-${next}.webp`,
    productName: `Galaxy S21 #${next}`,
    name: 'Omar Buyer',
    email: 'omar.buyer@resale.zone',
    number: '+880 1812 000111',
    place: 'Gulshan 2 circle',
    price: 410,
    paid: false,
    product_id: `listing-${next}`,
    createdAt: '2026-03-05T10:00:00.000Z',
    ...overrides,
  };
}
