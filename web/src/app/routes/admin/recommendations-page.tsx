import { useQuery } from '@tanstack/react-query';
import { recommendationMessages as m } from '@shop/shared/recommendations/messages';
import { Loading } from '@/app/guards.tsx';
import { OfflineNote } from '@/features/offline/components/offline-note.tsx';
import { staffRecommendationsQuery } from '@/features/recommendations/api/recommendation-queries.ts';
import { RecommendationsTable } from '@/features/recommendations/components/recommendations-table.tsx';

/** /admin/recommendations: declined work still open, to call through. */
export default function RecommendationsPage() {
  const q = useQuery(staffRecommendationsQuery());
  return (
    <div>
      <h1>{m.staff.listTitle}</h1>
      {q.isError && q.data && <OfflineNote updatedAt={q.dataUpdatedAt} failed />}
      {q.data && <p className="lead">{m.staff.card(q.data.open_cents, q.data.recovered_cents_this_month)}</p>}
      {q.isPending ? <Loading /> : q.data ? <RecommendationsTable rows={q.data.recommendations} /> : null}
    </div>
  );
}
