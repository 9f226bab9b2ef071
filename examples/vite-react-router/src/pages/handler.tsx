import { PortcullisHandler } from 'portcullis/react';
import { useLocation } from 'react-router';

/** Portcullis's screens (sign-in, sign-up, password reset, …) on /handler/*, following the router's location. */
export function Handler() {
  const { pathname, search, hash } = useLocation();
  return <PortcullisHandler location={new URL(`${pathname}${search}${hash}`, window.location.origin).href} />;
}
