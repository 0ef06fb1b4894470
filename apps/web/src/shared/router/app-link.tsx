import type { AnchorHTMLAttributes, MouseEvent } from 'react';
import { navigateTo } from './app-navigator';

type AppLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  /** An absolute path of the site ('/promotions', '/promoDetail?id=3'). */
  to: string;
};

/**
 * A link to a path of the site, without react-router's per-link hooks: its Link resolves the path against
 * the route, keeps prefetch state and registers effects for every link it draws, and the header, the
 * home page's tiles and the footer draw dozens of them during start-up (~0.5 ms each on a desktop, four
 * times that on a phone). A plain left click goes through the app's router (navigateTo); a modified click,
 * another button or another target is left to the browser, as a real link.
 */
export function AppLink({ to, onClick, target, ...rest }: AppLinkProps) {
  const follow = (e: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(e);
    if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.altKey || e.ctrlKey || e.shiftKey) return;
    if (target && target !== '_self') return;
    e.preventDefault();
    navigateTo(to);
  };
  return <a {...rest} href={to} target={target} onClick={follow} />;
}
