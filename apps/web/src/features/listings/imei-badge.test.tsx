import { screen, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { aProduct } from '../../test/fixtures.ts';
import { ImeiFact } from './imei-badge.tsx';
import { ProductCard } from './product-card.tsx';
import { renderApp as render } from '../../test/render-app.tsx';

// Issue 39, item 3: the words say only what was checked.
describe('what the IMEI fact says', () => {
  test('a TAC on our list: “IMEI checked: Apple iPhone 13”, the device named, with the badge', () => {
    render(
      <dl>
        <ImeiFact
          product={aProduct({
            imeiLast4: '7368',
            imeiChecked: true,
            imeiDevice: 'Apple iPhone 13',
          })}
        />
      </dl>,
    );
    expect(screen.getByText('IMEI checked: Apple iPhone 13')).toBeInTheDocument();
    expect(screen.getByText('IMEI ending 7368')).toBeInTheDocument();
    expect(
      screen.getByText(/our device list names its first 8 digits as Apple iPhone 13/),
    ).toBeInTheDocument();
    expect(screen.queryByText(/device of this brand/)).toBeNull();
  });

  test('a TAC on no list: “IMEI format valid, device not on our list”, and no badge', () => {
    render(
      <dl>
        <ImeiFact product={aProduct({ imeiLast4: '4321', imeiChecked: false, imeiDevice: null })} />
      </dl>,
    );
    expect(screen.getByText('IMEI format valid, device not on our list')).toBeInTheDocument();
    expect(screen.getByText('IMEI ending 4321')).toBeInTheDocument();
    expect(screen.queryByText(/IMEI checked/)).toBeNull();
    expect(screen.queryByText(/device of this brand/)).toBeNull();
  });

  test('on cards, only the named device earns the badge', () => {
    render(
      <>
        <ProductCard
          product={aProduct({
            productName: 'Named',
            imeiLast4: '7368',
            imeiChecked: true,
            imeiDevice: 'Apple iPhone 13',
          })}
        />
        <ProductCard product={aProduct({ productName: 'Format only', imeiLast4: '4321' })} />
      </>,
    );
    const named = screen.getByRole('article', { name: 'Named' });
    expect(within(named).getByText('IMEI checked')).toHaveAttribute(
      'title',
      expect.stringContaining('Apple iPhone 13'),
    );
    const formatOnly = screen.getByRole('article', { name: 'Format only' });
    expect(within(formatOnly).queryByText(/IMEI checked/)).toBeNull();
  });
});
