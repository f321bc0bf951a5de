import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { recommendationMessages as m } from '@shop/shared/recommendations/messages';
import { staffRecommendationsQuery } from '../api/recommendation-queries.ts';

/** Dashboard: "Declined work: $4,310 open, $980 recovered this month", linking to the list to call through. */
export function DeclinedWorkCard() {
  const q = useQuery(staffRecommendationsQuery());
  if (!q.data) return null;
  return (
    <Link to="/admin/recommendations" className="card card-link">
      <h2>{m.staff.card(q.data.open_cents, q.data.recovered_cents_this_month)}</h2>
      <p>{m.staff.listTitle}</p>
    </Link>
  );
}
