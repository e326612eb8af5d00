import { describe, expect, test } from 'vitest';
import { carriesContactDetails } from './off-platform.ts';

describe('contact and payment details before a booking are noticed', () => {
  test.each([
    'call me on 01711-234567',
    'my number is 017 1123 4567',
    'whatsapp +880 1711 234567',
    '+8801711234567',
    '8801711234567 is my bkash',
    'US number (555) 123-4567',
    'text 555.123.4567',
    'write to rahim.khan@gmail.com',
    'rahim @ yahoo . com',
    'rahim at gmail dot com',
    'rahim[at]outlook[dot]com',
    'my mail is rahim123 gmail dot com',
    'pay me at paypal.me/rahim',
    'https://wa.me/8801711234567',
    'join t.me/rahimphones',
    'send the money by bKash first',
    'Nagad is fine too',
    'talk on WhatsApp?',
  ])('%s', (text) => {
    expect(carriesContactDetails(text)).toBe(true);
  });
});

describe('everyday questions about a phone are not flagged', () => {
  test.each([
    'Is the battery original?',
    'iPhone 13 128GB, is it still available?',
    'Would you take $850 for the Samsung S21 Ultra 5G?',
    'I can pay 45,000 taka',
    'Price 12000 15000 is too much',
    'Battery health is 87% and it was bought in 2023',
    "I'm at gate 2, wearing a blue shirt",
    'Meet at 5:30 pm at Banani 11?',
    'The IMEI ends in 3809, is it 356938035643809?',
    'Model A2633, 6.1 inch, 4 GB RAM',
    'Look at the photos, the dot on the screen is dust',
  ])('%s', (text) => {
    expect(carriesContactDetails(text)).toBe(false);
  });
});
