import type { MeetingAnswer, NoShowClaim } from '@resale-zone/contract/meetings';
import type { Brand } from '@resale-zone/contract/brands';
import type { Area, MeetingSpot } from '@resale-zone/contract/areas';
import type { Booking, Order } from '@resale-zone/contract/bookings';
import type { BookingTimeline } from '@resale-zone/contract/booking-timeline';
import type { Dispute, HandoverAnswer } from '@resale-zone/contract/handover';
import type { Product, ProductDetail, ReportedProduct } from '@resale-zone/contract/listings';
import type { PersonRow } from '@resale-zone/contract/users';

// Records as the API answers them, for component tests; each test overrides what it is about.
// Numbers make ids and names unique across a test file.
let next = 0;

export function aProduct(overrides: Partial<Product> = {}): Product {
  next += 1;
  return {
    _id: `listing-${next}`,
    productPhoto: `/images/phone-${next}.webp`,
    productName: `iPhone 13 128GB #${next}`,
    sellerName: 'Sam Rahman',
    resalePrice: 389,
    priceReducedFrom: null,
    orginalPrice: 799,
    location: 'Dhaka, Gulshan',
    categories: 'Iphone',
    condition: 'Excellent',
    useDuration: '1 year 6 months',
    sellerEmail: 'sam.seller@resale.zone',
    publishDat: '2026-03-04',
    description: 'Battery health 91%.',
    paid: false,
    availability: 'available',
    reported: false,
    createdAt: '2026-03-04T10:00:00.000Z',
    imeiLast4: null,
    imeiChecked: false,
    imeiDevice: null,
    batteryHealth: null,
    activationLockOff: false,
    fullyPaid: false,
    noCrackedGlass: false,
    sellerId: 'seller-1',
    sellerRating: { average: null, count: 0, trusted: false },
    ...overrides,
  };
}

/** `GET /products/{id}`: a listing with its seller's summary. */
export function aProductDetail(
  product: Partial<Product> = {},
  overrides: Partial<ProductDetail> = {},
): ProductDetail {
  const base = aProduct(product);
  return {
    ...base,
    photos: [base.productPhoto],
    seller: { name: 'Sam Rahman', memberSince: '2025-06-15T10:00:00.000Z', listingCount: 4 },
    ...overrides,
  };
}

/** Where the money of a booking is: nowhere yet (booked, unpaid). */
const unpaidState = {
  state: 'open',
  status: 'Booked – not paid yet',
  heldUntil: null,
  releaseReason: null,
  releaseNote: null,
  disputeUntil: null,
  meeting: null,
} satisfies Partial<Booking>;

/** A paid booking (or order) whose payment is held until the handover. */
export const heldState = {
  paid: true,
  state: 'held',
  status: 'Payment held until the handover',
  heldUntil: '2026-03-10T10:00:00.000Z',
  transactionId: 'pi_test_0123456789abcdef',
} satisfies Partial<Booking>;

/** A booking as `GET /bookings` answers it. */
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
    listingAvailability: 'available',
    createdAt: '2026-03-05T10:00:00.000Z',
    ...unpaidState,
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
    ...unpaidState,
    ...overrides,
  };
}

/** A held booking's timeline as its buyer reads it (`GET /bookings/{id}/timeline`). */
export function aTimeline(overrides: Partial<BookingTimeline> = {}): BookingTimeline {
  return {
    bookingId: 'booking-1',
    productName: 'Pixel 7',
    price: 320,
    state: 'held',
    status: 'Payment held until the handover',
    viewer: 'buyer',
    entries: [
      { step: 'booked', label: 'Booked', at: '2026-03-05T10:00:00.000Z' },
      {
        step: 'held',
        label: 'Payment held – the phone is reserved',
        at: '2026-03-05T10:05:00.000Z',
      },
    ],
    next: {
      by: 'buyer',
      text: 'Meet at the meeting place, check the phone with the checklist and show the handover code.',
      until: '2026-03-10T10:05:00.000Z',
    },
    place: 'Dhanmondi 27, Dhaka',
    contact: { role: 'seller', name: 'Sam Seller', email: 'sam.seller@resale.zone', phone: null },
    ...overrides,
  };
}

/** A row of the admin's sellers or buyers table. */
export function aPerson(overrides: Partial<PersonRow> = {}): PersonRow {
  next += 1;
  return {
    _id: `user-${next}`,
    name: `Person ${next}`,
    email: `person${next}@example.test`,
    image: null,
    accountType: 'seller',
    ...overrides,
  };
}

export function aReportedProduct(overrides: Partial<ReportedProduct> = {}): ReportedProduct {
  const product = aProduct({
    location: 'Dhaka',
    condition: 'Good',
    useDuration: '1 year',
    description: 'Works well.',
    reported: true,
  });
  return {
    ...product,
    productName: `Phone ${product._id.slice('listing-'.length)}`,
    imei: null,
    photos: [product.productPhoto],
    reportCount: 1,
    reasons: ['unspecified'],
    ...overrides,
  };
}

/** The unpaid booking the payment page at /deshboard/payment/booking-1 shows. */
export function aBookingToPay(overrides: Partial<Booking> = {}): Booking {
  return aBooking({
    _id: 'booking-1',
    productName: 'iPhone 13',
    price: 389,
    photo: '/images/iphone-13.webp',
    product_id: 'listing-1',
    ...overrides,
  });
}

/** `GET /bookings/{id}/handover` for the buyer of a held booking, before the checklist. */
export function aHandover(overrides: Partial<HandoverAnswer> = {}): HandoverAnswer {
  return {
    bookingId: 'booking-1',
    state: 'held',
    productName: 'iPhone 13',
    price: 389,
    place: 'Gulshan 1 circle, Dhaka',
    counterpart: { name: 'Sam Rahman', email: 'sam.seller@resale.zone', phone: null },
    heldUntil: '2026-03-10T10:00:00.000Z',
    imeiRequired: false,
    checked: false,
    code: null,
    lockedUntil: null,
    ...overrides,
  };
}

/** A few areas of the demo's (GET /areas). */
export const TEST_AREAS: Area[] = [
  ['area-dhanmondi', 'Dhaka', 'Dhanmondi'],
  ['area-gulshan', 'Dhaka', 'Gulshan'],
  ['area-agrabad', 'Chattogram', 'Agrabad'],
].map(([id, city, name]) => ({ id: id!, city: city!, name: name!, retiredAt: null }));

/** Two public meeting spots, one in Gulshan and one in Dhanmondi (GET /meeting-spots). */
export const TEST_SPOTS: MeetingSpot[] = [
  {
    id: 'spot-gulshan',
    name: 'Gulshan Police Station',
    area: { id: 'area-gulshan', city: 'Dhaka', name: 'Gulshan' },
    address: 'Gulshan Avenue, Dhaka',
    openingHours: 'Open 24 hours',
    note: 'Police station lobby',
  },
  {
    id: 'spot-dhanmondi',
    name: 'Rabindra Sarobar',
    area: { id: 'area-dhanmondi', city: 'Dhaka', name: 'Dhanmondi' },
    address: 'Dhanmondi Lake, Dhaka',
    openingHours: 'Daily 6:00–22:00',
    note: '',
  },
];

/** The spots as `GET /meeting-spots?area=` orders them: that area's first. */
export const spotsFirstIn = (area: string | null) => [
  ...TEST_SPOTS.filter((s) => s.area.id === area),
  ...TEST_SPOTS.filter((s) => s.area.id !== area),
];

/** The brands as the database's migration seeds them (GET /brands). */
export const TEST_BRANDS: Brand[] = [
  ['oneplus', 'One plus', 'One Plus', 'oneplus'],
  ['iphone', 'Iphone', 'Iphone', 'apple'],
  ['xiaomi', 'Xiaomi', 'Xiaomi', 'xiaomi'],
  ['huawei', 'Huawei', 'Huawei', 'huawei'],
  ['samsung', 'Samsung', 'Samsung', 'samsung'],
  ['pixel', 'Google Pixel', 'Google Pixel', 'google'],
  ['motorola', 'Motorola', 'Motorola', 'motorola'],
  ['nokia', 'Nokia', 'Nokia', 'nokia'],
  ['oppo', 'Oppo', 'Oppo', 'oppo'],
  ['honor', 'Honor', 'Honor', 'honor'],
].map(([slug, name, title, logo], i) => ({ slug, name, title, logo, position: i + 1 }) as Brand);

/** A held booking's meeting, nothing proposed yet, as the buyer sees it. */
export function aMeeting(overrides: Partial<MeetingAnswer> = {}): MeetingAnswer {
  return {
    bookingId: 'booking-1',
    side: 'buyer',
    place: 'Gulshan 1 circle, Dhaka',
    areaId: 'area-gulshan',
    at: null,
    proposedBy: null,
    confirmed: false,
    heldUntil: '2099-03-11T10:00:00.000Z',
    canPropose: true,
    canClaim: false,
    claim: null,
    canAnswer: false,
    ...overrides,
  };
}

/** A no-show claim the seller made, waiting for the buyer's answer. */
export function aNoShowClaim(overrides: Partial<NoShowClaim> = {}): NoShowClaim {
  return {
    id: 'claim-1',
    bookingId: 'booking-1',
    productName: 'iPhone 13',
    claimantSide: 'seller',
    claimantName: 'Sam Rahman',
    absentName: 'Bianca Buyer',
    meetingAt: '2026-03-06T10:00:00.000Z',
    statement: 'I waited an hour at the circle.',
    answer: null,
    state: 'asked',
    decisionNote: null,
    createdAt: '2026-03-06T12:00:00.000Z',
    ...overrides,
  };
}

/** An open dispute of a sold iPhone 13: the buyer's report, not yet answered nor decided. */
export function aDispute(overrides: Partial<Dispute> = {}): Dispute {
  return {
    _id: 'dispute-1',
    bookingId: 'booking-1',
    productName: 'iPhone 13',
    price: 389,
    buyerName: 'Bianca Buyer',
    buyerEmail: 'bianca@resale.zone',
    sellerName: 'Sam Rahman',
    sellerEmail: 'sam@resale.zone',
    reason: 'not-working',
    description: 'The screen went black the next morning.',
    status: 'open',
    refunded: null,
    decisionNote: null,
    createdAt: '2026-03-06T10:00:00.000Z',
    decidedAt: null,
    answer: null,
    answeredAt: null,
    photos: [],
    conversationId: null,
    ...overrides,
  };
}
