import { useEffect, useRef, useState } from 'react';
import { Navigate, NavLink, Outlet, useLocation, useNavigate, ScrollRestoration } from 'react-router-dom';
import { useFlags } from '@/features/flags/api/use-flags.ts';
import {
  DeferredInstallApp,
  DeferredOutboxSync,
  DeferredPendingBadge,
  DeferredUpdatePrompt,
} from '@/features/offline/components/deferred.tsx';
import { DeferredPushRenewal } from '@/features/push/components/deferred.tsx';
import { useSession } from '@/features/session/api/session.tsx';
import { ThemeToggle } from '@/features/theme/components/theme-toggle.tsx';
import { SignOutButton } from '../sign-out-button.tsx';
import { Footer } from './footer.tsx';
import { ShopLogo } from '@/components/shop-logo.tsx';
import { useHydrated } from '@/lib/use-hydrated.ts';
import { CloseIcon, MenuIcon } from '@/components/shell-icons.tsx';

function NavLinks({ onNavigate }: { onNavigate?: () => void }) {
  // Loads the flags and keeps <html data-flags> current.
  useFlags();
  const { user } = useSession();
  // A flag's link is always rendered and shown by CSS from <html data-flags>, which the server
  // writes: the prerendered nav is right before any script runs.
  const links = [
    { to: '/', label: 'Home', show: true },
    { to: '/services', label: 'Services', show: true, flag: 'showServicesTab' },
    { to: '/diagnostics', label: 'Diagnostics', show: true },
    { to: '/contact', label: 'Contact', show: true },
    { to: '/my-appointments', label: 'My appointments', show: user?.role === 'user' },
    { to: '/my/vehicles', label: 'My vehicles', show: user?.role === 'user' },
  ];
  return (
    <>
      {links
        .filter((l) => l.show)
        .map((l) => (
          <NavLink key={l.to} to={l.to} end={l.to === '/'} onClick={onNavigate} data-flag={l.flag}>
            {l.label}
          </NavLink>
        ))}
    </>
  );
}

function Account({ onNavigate }: { onNavigate?: () => void }) {
  const { user } = useSession();
  const navigate = useNavigate();
  if (!user) {
    return (
      <NavLink to="/login" className="button small" onClick={onNavigate}>
        Login
      </NavLink>
    );
  }
  return (
    <span className="account">
      <span className="account-email">{user.email}</span>
      <SignOutButton
        onSignedOut={() => {
          onNavigate?.();
          navigate('/login');
        }}
      />
    </span>
  );
}

/** Every customer page: the navigation bar, a slide-in menu on small screens, and the footer. */
export function CustomerLayout() {
  const { user } = useSession();
  const [menuOpen, setMenuOpen] = useState(false);
  const location = useLocation();
  const menuButton = useRef<HTMLButtonElement>(null);
  // The buttons work once the app runs (a prerendered page shows them before).
  const hydrated = useHydrated();

  useEffect(() => setMenuOpen(false), [location.pathname]);
  useEffect(() => {
    if (!menuOpen) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') {
        setMenuOpen(false);
        menuButton.current?.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [menuOpen]);

  // Admins stay in their area, but the outbox (linked from its header badge) is theirs too.
  if (user?.role === 'admin' && location.pathname !== '/outbox') return <Navigate to="/admin" replace />;
  const close = () => setMenuOpen(false);
  return (
    <div className="app-shell">
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <header className="navbar">
        <NavLink to="/" className="brand" aria-label="AutoCare Pro home">
          <ShopLogo />
          <span>AutoCare Pro</span>
        </NavLink>
        <nav className="nav-links" aria-label="Main">
          <NavLinks />
        </nav>
        <div className="nav-actions">
          <DeferredPendingBadge />
          <DeferredInstallApp />
          <ThemeToggle />
          <span className="desktop-only">
            <Account />
          </span>
          <button
            ref={menuButton}
            type="button"
            className="icon-button mobile-only"
            aria-expanded={menuOpen}
            aria-controls="mobile-menu"
            aria-label="Open menu"
            disabled={!hydrated}
            onClick={() => setMenuOpen(true)}
          >
            <MenuIcon aria-hidden="true" size={22} />
          </button>
        </div>
      </header>
      {menuOpen && <div className="menu-backdrop" onClick={close} aria-hidden="true" />}
      <nav id="mobile-menu" className={`mobile-menu${menuOpen ? ' open' : ''}`} aria-label="Menu" hidden={!menuOpen}>
        <button type="button" className="icon-button menu-close" aria-label="Close menu" onClick={close}>
          <CloseIcon aria-hidden="true" size={22} />
        </button>
        <NavLinks onNavigate={close} />
        <Account onNavigate={close} />
      </nav>
      <main id="main" className="main">
        <Outlet />
      </main>
      <Footer />
      <DeferredOutboxSync />
      <DeferredUpdatePrompt />
      <DeferredPushRenewal />
      <ScrollRestoration />
    </div>
  );
}
