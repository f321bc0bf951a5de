import { Link } from 'react-router-dom';
import { deferred } from '@/components/deferred.tsx';
import { MapPlaceholder } from '@/features/map/components/map-placeholder.tsx';
import { useShop } from '@/features/shop/api/use-shop.ts';

// Neither is in the prerendered page (this device's bookings, the map), so neither is in the
// first download.
const MyAppointments = deferred(
  async () => (await import('@/features/bookings/components/my-appointments.tsx')).MyAppointments,
);
const ShopMap = deferred(async () => (await import('@/features/map/components/shop-map.tsx')).ShopMap, {
  fallback: <MapPlaceholder />,
});

const FEATURES = [
  {
    title: 'Expert Service',
    text: 'Certified technicians who diagnose right the first time and explain what they find.',
  },
  { title: 'Quick Turnaround', text: 'Minimal waits and regular updates while your car is with us.' },
  { title: 'Quality Guarantee', text: 'All repairs backed by a 1 year or 12 thousand mile warranty.' },
];

export default function HomePage() {
  const { data: shop } = useShop();
  return (
    <>
      <section className="hero">
        <h1>Your Trusted Auto Repair Partner</h1>
        <p className="tagline">
          {shop?.tagline ??
            'Honest diagnostics, quality repairs and friendly service, built on integrity, quality and customer satisfaction.'}
        </p>
        <Link to="/contact" className="button large">
          Schedule Service
        </Link>
      </section>
      <div className="page">
        <MyAppointments />
        <section aria-labelledby="why" className="section">
          <h2 id="why" className="visually-hidden">
            Why choose us
          </h2>
          <div className="card-grid">
            {FEATURES.map((f) => (
              <article key={f.title} className="card">
                <h3>{f.title}</h3>
                <p>{f.text}</p>
              </article>
            ))}
          </div>
        </section>
        <section aria-labelledby="find-us" className="section">
          <h2 id="find-us">Find Us</h2>
          <ShopMap />
        </section>
      </div>
    </>
  );
}
