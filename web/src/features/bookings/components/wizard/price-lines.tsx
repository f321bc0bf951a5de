import { bookingMessages } from '@shop/shared/bookings/messages';
import type { PriceLine } from '@shop/shared/bookings/booking.schema';
import { formatMoney } from '@shop/shared/money/format-money';

/** Service lines with struck-through original prices and the 'Discounted' tag, then the totals. */
export function PriceLines({ lines, discount, total }: { lines: PriceLine[]; discount: number; total: number }) {
  return (
    <table className="price-table">
      <caption className="visually-hidden">Services and prices</caption>
      <tbody>
        {lines.map((l) => (
          <tr key={l.id}>
            <th scope="row">
              {l.name}
              {l.originalPrice !== undefined && <span className="badge discounted">{bookingMessages.discounted}</span>}
            </th>
            <td>
              {l.originalPrice !== undefined && (
                <del aria-label={`was ${formatMoney(l.originalPrice)}`}>{formatMoney(l.originalPrice)}</del>
              )}{' '}
              {formatMoney(l.price)}
            </td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        {discount > 0 && (
          <tr>
            <th scope="row">Discount</th>
            <td>-{formatMoney(discount)}</td>
          </tr>
        )}
        <tr className="total">
          <th scope="row">Total</th>
          <td>{formatMoney(total)}</td>
        </tr>
      </tfoot>
    </table>
  );
}
