import { formatAddress } from '@shop/shared/shop/shop-format';
import { CopyButton } from '@/components/copy-button.tsx';
import { useShop } from '@/features/shop/api/use-shop.ts';
import { ShopMap } from './shop-map.tsx';

/** The shop's address, with a copy button, above its map. */
export function ShopLocationCard() {
  const { data: shop } = useShop();
  const address = shop ? formatAddress(shop.address) : '';
  return (
    <section className="card" aria-labelledby="where-title">
      <h2 id="where-title">Location</h2>
      {address && (
        <p>
          {address} <CopyButton text={address} label="address" />
        </p>
      )}
      <ShopMap />
    </section>
  );
}
