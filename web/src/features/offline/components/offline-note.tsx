import { appMessages } from '@shop/shared/app/messages';
import { useOnline } from '../api/use-online.ts';
import { formatInstant } from '@/lib/format-instant.ts';

/** Shown above data that came from the cache because the network is not answering. */
export function OfflineNote({ updatedAt, failed }: { updatedAt: number; failed?: boolean }) {
  const online = useOnline();
  if ((online && !failed) || !updatedAt) return null;
  const time = formatInstant(updatedAt);
  return (
    <p className="offline-note" role="status">
      {appMessages.offlineShowingDataFrom(time)}
    </p>
  );
}
