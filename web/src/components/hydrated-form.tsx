import type { FormHTMLAttributes } from 'react';
import { useHydrated } from '@/lib/use-hydrated.ts';

/**
 * A form whose fields wait for the app: on a prerendered page the form shows before the script
 * has run, and what was typed then would be lost, and a press of the button would reload the page.
 */
export function HydratedForm({ children, ...props }: FormHTMLAttributes<HTMLFormElement>) {
  const hydrated = useHydrated();
  return (
    <form {...props}>
      <fieldset className="hydration-gate" disabled={!hydrated}>
        {children}
      </fieldset>
    </form>
  );
}
