import { formatAddress } from '@shop/shared/shop/shop-format';
import { ShopDirections } from '@/features/map/components/shop-directions.tsx';
import { RequestForm } from '@/features/requests/components/request-form.tsx';
import { useShop } from '@/features/shop/api/use-shop.ts';

export default function ContactPage() {
  const { data: shop } = useShop();
  return (
    <div className="page">
      <h1>Contact Us</h1>
      <div className="contact-grid">
        <RequestForm />
        <aside className="stack">
          <section className="card" aria-labelledby="contact-info">
            <h2 id="contact-info">Contact information</h2>
            {shop ? (
              <dl className="facts">
                <div>
                  <dt>Address</dt>
                  <dd>{formatAddress(shop.address)}</dd>
                </div>
                <div>
                  <dt>Phone</dt>
                  <dd>
                    <a href={`tel:${shop.phone.replace(/[^\d+]/g, '')}`}>{shop.phone}</a>
                  </dd>
                </div>
                <div>
                  <dt>Email</dt>
                  <dd>
                    <a href={`mailto:${shop.email}`}>{shop.email}</a>
                  </dd>
                </div>
                <div>
                  <dt>Hours</dt>
                  <dd>Mon-Fri 9am-6pm, weekends closed</dd>
                </div>
              </dl>
            ) : (
              <p>Loading...</p>
            )}
          </section>
          <section aria-labelledby="map-title">
            <h2 id="map-title">Directions</h2>
            <ShopDirections />
          </section>
        </aside>
      </div>
    </div>
  );
}
