import type { ReactNode } from 'react';
import { LanguageSwitch } from './language-switch';
import { LoginButtons } from './login-buttons';
import { SiteLogo } from './site-logo';
import { ThemeToggle } from './theme-toggle';

/** Slim top bar: logo left; account slot, language switch and theme toggle right (spec §2). */
export function TopBar({ account }: { account?: ReactNode }) {
  return (
    <div className="border-border border-b bg-surface">
      <div className="mx-auto flex h-14 max-w-[1440px] items-center gap-2 px-2 sm:h-16 sm:gap-3 sm:px-4">
        <SiteLogo />
        <div className="ml-auto flex shrink-0 items-center gap-1 sm:min-w-0 sm:shrink sm:gap-3">
          {account ?? <LoginButtons />}
          <LanguageSwitch />
          {/* A logged-in phone needs the room for the balance: the theme switch moves into the account menu. */}
          <span className={account ? 'hidden sm:contents' : 'contents'}>
            <ThemeToggle />
          </span>
        </div>
      </div>
    </div>
  );
}
