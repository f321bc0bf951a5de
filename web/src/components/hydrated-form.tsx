import type { FormHTMLAttributes, ReactNode } from 'react';
import { useHydrated } from '@/lib/use-hydrated.ts';

/**
 * Controls that wait for the app: on a prerendered page they show before the script has run, and
 * what was typed or ticked then would be lost (and a form's button would reload the page).
 */
export function HydrationGate({ children }: { children: ReactNode }) {
  const hydrated = useHydrated();
  return (
    <fieldset className="hydration-gate" disabled={!hydrated}>
      {children}
    </fieldset>
  );
}

/** A form whose fields wait for the app (see HydrationGate). */
export function HydratedForm({ children, ...props }: FormHTMLAttributes<HTMLFormElement>) {
  return (
    <form {...props}>
      <HydrationGate>{children}</HydrationGate>
    </form>
  );
}
