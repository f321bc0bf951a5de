import { Link } from 'react-router-dom';
import { recommendationMessages as m } from '@shop/shared/recommendations/messages';
import type { StaffRecommendation } from '@shop/shared/recommendations/recommendation.schema';
import { shopDateOf } from '@shop/shared/time/shop-time';
import { toDisplayDate } from '@shop/shared/time/time-format';
import { useShopZone } from '@/features/shop/api/use-shop.ts';

const c = m.staff.columns;

/** Staff: the open lines to call about, with whom, the car and the last message sent. */
export function RecommendationsTable({ rows }: { rows: StaffRecommendation[] }) {
  const zone = useShopZone();
  if (rows.length === 0) return <p className="hint">{m.staff.empty}</p>;
  return (
    <div className="table-wrap">
      <table className="data-table">
        <thead>
          <tr>
            <th scope="col">{c.customer}</th>
            <th scope="col">{c.phone}</th>
            <th scope="col">{c.car}</th>
            <th scope="col">{c.line}</th>
            <th scope="col">{c.price}</th>
            <th scope="col">{c.last}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.id}>
              <td>
                <Link to={`/admin/customers/${r.customer_id}`}>{r.customer_name || '—'}</Link>
              </td>
              <td>{r.phone ? <a href={`tel:${r.phone}`}>{r.phone}</a> : '—'}</td>
              <td>
                <Link to={`/admin/vehicles/${r.vehicle_id}`}>{r.vehicle_label}</Link>
              </td>
              <td>
                {r.description}
                {r.condition ? ` (${r.condition})` : ''}, {toDisplayDate(shopDateOf(new Date(r.declined_at), zone))}
              </td>
              <td>{m.page.price(r.price_cents)}</td>
              <td>
                {m.staff.lastMessage(r.last_message_at ? shopDateOf(new Date(r.last_message_at), zone) : null)}
                {r.messages_sent > 0 ? ` (${r.messages_sent})` : ''}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
