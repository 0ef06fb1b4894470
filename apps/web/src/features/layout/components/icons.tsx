import type { ReactNode, SVGProps } from 'react';

/** Names of the inline icons the layout draws (no icon font, no network). */
export type IconName =
  | 'home'
  | 'live'
  | 'sports'
  | 'rng'
  | 'fish'
  | 'pvp'
  | 'esports'
  | 'elott'
  | 'cockfight'
  | 'promotions'
  | 'download'
  | 'deposit'
  | 'account'
  | 'chat'
  | 'facebook'
  | 'telegram'
  | 'vip'
  | 'sun'
  | 'moon'
  | 'globe'
  | 'close'
  | 'left'
  | 'right'
  | 'megaphone'
  | 'clock'
  | 'gift'
  | 'up'
  | 'shield'
  | 'headset';

const paths: Record<IconName, ReactNode> = {
  home: <path d="M3 11.5 12 4l9 7.5M5.5 9.5V20h5v-5.5h3V20h5V9.5" />,
  live: (
    <>
      <rect x="3.5" y="5" width="11" height="15" rx="2" transform="rotate(-10 9 12.5)" />
      <path d="M14.5 6.2 19 7a2 2 0 0 1 1.6 2.3l-1.9 10.9" />
      <path d="M8.2 10.5 10 13l-1.8 2.5L6.4 13z" />
    </>
  ),
  sports: (
    <>
      <circle cx="12" cy="12" r="8.5" />
      <path d="m12 7.5 4 2.9-1.5 4.7h-5L8 10.4zM12 3.5v4M20.1 9.5l-4.1.9M17 19.2l-2.5-4.1M7 19.2l2.5-4.1M3.9 9.5l4.1.9" />
    </>
  ),
  rng: (
    <>
      <rect x="3" y="5" width="15" height="15" rx="2.5" />
      <path d="M6.5 9h8M8 16l3-7M18 9h2.5V6M20.5 6V5" />
      <circle cx="20.5" cy="4" r="1.2" />
    </>
  ),
  fish: (
    <>
      <path d="M3 12c3-4.5 8-6 12-4.5 2 .7 3.3 2.2 4 4.5-.7 2.3-2 3.8-4 4.5C11 18 6 16.5 3 12z" />
      <path d="m19 12 2.5-3v6zM7.5 12c.8-1 .8-2 0-3" />
      <circle cx="15" cy="11" r=".9" fill="currentColor" />
    </>
  ),
  pvp: (
    <>
      <rect x="3" y="4" width="10" height="14" rx="1.8" />
      <rect x="11" y="6" width="10" height="14" rx="1.8" />
      <path d="M16 10.5c-1.8 1.5-2.3 2.6-1 3.6.7.5 1.5.2 1-.4.5.6 1.3.9 2 .4 1.3-1 .8-2.1-1-3.6z" />
    </>
  ),
  esports: (
    <>
      <path d="M7 8h10a4 4 0 0 1 4 4.4l-.5 3.6a2.5 2.5 0 0 1-4.4 1.3L14.5 15h-5l-1.6 2.3A2.5 2.5 0 0 1 3.5 16L3 12.4A4 4 0 0 1 7 8z" />
      <path d="M7.5 10.5v3M6 12h3M15.5 11h.01M17.5 13h.01" />
    </>
  ),
  elott: (
    <>
      <circle cx="8" cy="14" r="4.5" />
      <circle cx="16.5" cy="9" r="4" />
      <path d="M7 12.5h2l-1.3 3.5M15.5 7.5h1.5v3.2" />
    </>
  ),
  cockfight: (
    <>
      <path d="M9 20c-3-1-4.5-3.5-4-6.5.4-2.5 2.3-4 4.5-4.5L11 5l2 2 2-1.5.5 3 2.5.5-1.5 2c.8 2.8.2 5.8-2 7.5" />
      <path d="M9 20h6M11.5 17v3M14 17v3" />
      <circle cx="13.8" cy="9.2" r=".8" fill="currentColor" />
    </>
  ),
  promotions: (
    <>
      <rect x="3.5" y="9" width="17" height="11" rx="1.5" />
      <path d="M2.5 9h19V6.5h-19zM12 6.5V20M12 6.5C10 3 6.5 3.5 7.5 6.5M12 6.5c2-3.5 5.5-3 4.5 0" />
    </>
  ),
  download: (
    <>
      <rect x="6" y="2.5" width="12" height="19" rx="2.5" />
      <path d="M12 7v7M9 11.5l3 3 3-3M10.5 18.5h3" />
    </>
  ),
  deposit: (
    <>
      <rect x="2.5" y="6" width="19" height="13" rx="2" />
      <path d="M2.5 10h19M16 15h2.5M5 6l10-3 1.5 3" />
    </>
  ),
  account: (
    <>
      <circle cx="12" cy="8.5" r="4" />
      <path d="M4 20.5c.8-4 4-6 8-6s7.2 2 8 6" />
    </>
  ),
  chat: (
    <>
      <path d="M4 5h16v11H9l-5 4z" />
      <path d="M8 9.5h8M8 12.5h5" />
    </>
  ),
  facebook: (
    <path d="M14 21v-7.5h2.6l.4-3H14V8.6c0-.9.3-1.5 1.6-1.5H17V4.4a20 20 0 0 0-2.4-.1c-2.4 0-4 1.4-4 4.1v2.1H8v3h2.6V21" />
  ),
  telegram: <path d="m3 11.2 17.5-7-3 16-5.5-4.2-2.7 2.7.4-4.2L17 7.5 7.7 13.2z" />,
  vip: (
    <>
      <path d="M3 8l4.5 4L12 5l4.5 7L21 8l-2 10H5z" />
      <path d="M5 21h14" />
    </>
  ),
  sun: (
    <>
      <circle cx="12" cy="12" r="4" />
      <path d="M12 2.5v2M12 19.5v2M4.6 4.6 6 6M18 18l1.4 1.4M2.5 12h2M19.5 12h2M4.6 19.4 6 18M18 6l1.4-1.4" />
    </>
  ),
  moon: <path d="M20 14.5A8.5 8.5 0 1 1 9.5 4a7 7 0 0 0 10.5 10.5z" />,
  globe: (
    <>
      <circle cx="12" cy="12" r="8.5" />
      <path d="M3.5 12h17M12 3.5c2.5 2.5 3.5 5.3 3.5 8.5s-1 6-3.5 8.5c-2.5-2.5-3.5-5.3-3.5-8.5s1-6 3.5-8.5z" />
    </>
  ),
  close: <path d="M6 6l12 12M18 6 6 18" />,
  left: <path d="m15 5-7 7 7 7" />,
  right: <path d="m9 5 7 7-7 7" />,
  megaphone: (
    <>
      <path d="M3.5 10v4h3l7 4.5v-13l-7 4.5z" />
      <path d="M17 9a4 4 0 0 1 0 6M6.5 14l1.5 5.5h2.5L9.5 15" />
    </>
  ),
  clock: (
    <>
      <circle cx="12" cy="12" r="8.5" />
      <path d="M12 7v5l3.5 2" />
    </>
  ),
  gift: (
    <>
      <rect x="4" y="10" width="16" height="10.5" rx="1.5" />
      <path d="M3 7h18v3H3zM12 7v13.5M12 7c-1.5-3.5-5.5-3.5-5 0M12 7c1.5-3.5 5.5-3.5 5 0" />
    </>
  ),
  up: <path d="m5 15 7-7 7 7" />,
  shield: (
    <>
      <path d="M12 3 4.5 6v5.5c0 4.5 3.2 8 7.5 9.5 4.3-1.5 7.5-5 7.5-9.5V6z" />
      <path d="m8.5 12 2.5 2.5 4.5-5" />
    </>
  ),
  headset: (
    <>
      <path d="M4 14v-2a8 8 0 0 1 16 0v2" />
      <rect x="3" y="13" width="4" height="6" rx="1.5" />
      <rect x="17" y="13" width="4" height="6" rx="1.5" />
      <path d="M19 19c0 1.5-1.5 2.5-4 2.5h-2" />
    </>
  ),
};

/** An inline stroke icon; always decorative: the control that holds it carries the label. */
export function Icon({ name, ...rest }: { name: IconName } & SVGProps<SVGSVGElement>) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="1em"
      height="1em"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      {...rest}
    >
      {paths[name]}
    </svg>
  );
}
