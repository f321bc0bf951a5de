/**
 * The shop's mark (the same drawing as public/favicon.svg), drawn inline: no request for it, so
 * no load for the service worker to intercept and a quick navigation to cut off.
 */
export function ShopLogo({ size = 28 }: { size?: number }) {
  return (
    <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" width={size} height={size} aria-hidden="true">
      <rect width="64" height="64" rx="14" fill="#1d4ed8" />
      <path
        d="M41 14a11 11 0 0 0-10.6 14L15 43.4a4.2 4.2 0 1 0 6 6L36.4 34A11 11 0 0 0 50 23.4l-6.6 6.6-6-1.4-1.4-6 6.6-6.6A11 11 0 0 0 41 14z"
        fill="#fff"
      />
    </svg>
  );
}
