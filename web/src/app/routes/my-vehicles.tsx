import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { vehiclePageMessages as m } from '@shop/shared/vehicles/messages';
import { Loading } from '@/app/guards.tsx';
import { OfflineNote } from '@/features/offline/components/offline-note.tsx';
import { useSession } from '@/features/session/api/session.tsx';
import { myVehiclesQuery } from '@/features/vehicles/api/vehicle-queries.ts';
import { MyVehicleCard } from '@/features/vehicles/components/my-vehicle-card.tsx';

/** A signed-in customer's cars from the server, each with its visits. */
function AccountVehicles() {
  const q = useQuery(myVehiclesQuery);
  if (q.isPending) return <Loading />;
  if (!q.data) return <p className="error-box">{m.myVehiclesFailed}</p>;
  const cars = q.data.vehicles;
  return (
    <>
      {q.isError && <OfflineNote updatedAt={q.dataUpdatedAt} failed />}
      {cars.length === 0 ? (
        <p>{m.noVehicles}</p>
      ) : (
        <>
          <p className="no-print">
            <button type="button" className="button" onClick={() => window.print()}>
              {m.printHistory}
            </button>
          </p>
          {cars.map((car) => (
            <MyVehicleCard key={car.vehicle.id} car={car} />
          ))}
        </>
      )}
    </>
  );
}

export default function MyVehiclesPage() {
  const { user, restoring } = useSession();
  return (
    <div className="page narrow stack">
      <h1>My vehicles</h1>
      {user?.role === 'user' ? (
        <AccountVehicles />
      ) : restoring ? (
        <Loading />
      ) : (
        <p>
          <Link to="/login">Sign in</Link> to see your vehicles and their history.
        </p>
      )}
    </div>
  );
}
