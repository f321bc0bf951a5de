import { Link } from 'react-router-dom';
import { formatAddress, WEEKDAY_NAMES } from '@shop/shared/shop/shop-format';
import { toDisplayTime } from '@shop/shared/time/time-format';
import { useShop } from '@/features/shop/api/use-shop.ts';

/** Groups consecutive days with the same hours: Mon-Fri 9:00 AM - 6:00 PM, Sat-Sun Closed. */
function hoursLines(hours: ({ open: string; close: string } | null)[]): string[] {
  const order = [1, 2, 3, 4, 5, 6, 0];
  const label = (h: (typeof hours)[number]) => (h ? `${toDisplayTime(h.open)} - ${toDisplayTime(h.close)}` : 'Closed');
  const lines: { from: number; to: number; text: string }[] = [];
  for (const d of order) {
    const text = label(hours[d]);
    const last = lines.at(-1);
    if (last && last.text === text) last.to = d;
    else lines.push({ from: d, to: d, text });
  }
  const short = (d: number) => WEEKDAY_NAMES[d].slice(0, 3);
  return lines.map((l) => `${short(l.from)}${l.from === l.to ? '' : `-${short(l.to)}`}: ${l.text}`);
}

export function Footer() {
  const { data: shop } = useShop();
  return (
    <footer className="footer">
      <div className="footer-grid">
        <section aria-labelledby="footer-about">
          <h2 id="footer-about">AutoCare Pro</h2>
          <p>Professional auto repair, established {shop?.established ?? 2023}.</p>
        </section>
        <section aria-labelledby="footer-hours">
          <h2 id="footer-hours">Hours</h2>
          <ul className="plain">
            {shop ? hoursLines(shop.hours).map((l) => <li key={l}>{l}</li>) : <li>Mon-Fri: 9:00 AM - 6:00 PM</li>}
          </ul>
        </section>
        <section aria-labelledby="footer-visit">
          <h2 id="footer-visit">Visit us</h2>
          {shop && (
            <address>
              {formatAddress(shop.address)}
              <br />
              <a href={`tel:${shop.phone.replace(/[^\d+]/g, '')}`}>{shop.phone}</a>
            </address>
          )}
          <p>
            <Link to="/terms">Terms</Link>
          </p>
        </section>
      </div>
    </footer>
  );
}
