import { useCallback } from 'react';
import { type NavigateOptions, useLocation, useNavigate } from 'react-router';
import { isSameLocation } from './same-location';

/**
 * navigate() that ignores duplicate navigations (to the current location), as the spec asks.
 * Superseded navigations are dropped by the router itself.
 */
export function useAppNavigate(): (to: string, options?: NavigateOptions) => void {
  const navigate = useNavigate();
  const location = useLocation();
  return useCallback(
    (to: string, options?: NavigateOptions) => {
      if (isSameLocation(location, to)) return;
      void navigate(to, options);
    },
    [navigate, location],
  );
}
