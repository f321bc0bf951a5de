import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { recommendationMessages as m } from '@shop/shared/recommendations/messages';
import { bookRecommendationsPath } from '@shop/shared/recommendations/recommendation-links';
import type { RecommendationAnswer } from '@shop/shared/recommendations/recommendation.schema';
import { Loading } from '@/app/guards.tsx';
import { NotFoundNotice } from '@/components/not-found-notice.tsx';
import { useWrite } from '@/features/offline/api/run-write.ts';
import { customerRecommendationsQuery } from '@/features/recommendations/api/recommendation-queries.ts';
import { answerRecommendations } from '@/features/recommendations/api/recommendation-writes.ts';
import { RecommendationItem } from '@/features/recommendations/components/recommendation-item.tsx';

/**
 * A declined-work follow-up's link (?vehicle=&t=): the car's open lines, and Book these, Already
 * done elsewhere, Stop reminding me. Book these opens the wizard with the car and these lines.
 */
export default function RecommendationsPage() {
  const [params] = useSearchParams();
  const vehicle = Number(params.get('vehicle'));
  const token = params.get('t') ?? '';
  const valid = Number.isInteger(vehicle) && vehicle > 0 && token !== '';
  const q = useQuery({ ...customerRecommendationsQuery(vehicle, token), enabled: valid });
  const answer = useWrite(answerRecommendations);
  const [answered, setAnswered] = useState<RecommendationAnswer['action'] | null>(null);
  if (valid && q.isPending) return <Loading />;
  const data = q.data;
  if (!valid || !data) return <NotFoundNotice message={m.notFound} />;
  const open = data.recommendations;
  const ids = open.map((r) => r.id);
  async function send(action: RecommendationAnswer['action']) {
    const outcome = await answer.mutateAsync({ vehicle, token, ids, action });
    if (outcome.ok && !outcome.queued) setAnswered(action);
    void q.refetch();
  }
  return (
    <div className="page narrow stack">
      <h1>{m.page.title}</h1>
      <p>{m.page.intro(data.vehicle.label)}</p>
      {answered && <p role="status">{m.page.answered[answered]}</p>}
      {open.length === 0 ? (
        !answered && <p role="status">{m.page.empty}</p>
      ) : (
        <>
          <ul className="stack plain" aria-label={m.page.title}>
            {open.map((r) => (
              <RecommendationItem key={r.id} r={r} />
            ))}
          </ul>
          <div className="button-row">
            <Link className="button primary" to={bookRecommendationsPath(vehicle, token, ids)}>
              {m.page.book}
            </Link>
            <button
              type="button"
              className="button"
              disabled={answer.isPending}
              onClick={() => void send('done_elsewhere')}
            >
              {m.page.doneElsewhere}
            </button>
            <button type="button" className="button" disabled={answer.isPending} onClick={() => void send('stop')}>
              {m.page.stop}
            </button>
          </div>
        </>
      )}
    </div>
  );
}
