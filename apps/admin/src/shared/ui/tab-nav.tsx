import { NavLink } from 'react-router';

/** One tab: where it goes, its text; `end` when its address is a prefix of the other tabs' (the index tab). */
export interface Tab {
  to: string;
  label: string;
  end?: boolean;
}

/** A screen's tabs under its title: links in the address (so a tab can be bookmarked), the current one marked. */
export function TabNav({ label, tabs, className = '' }: { label: string; tabs: readonly Tab[]; className?: string }) {
  return (
    <nav aria-label={label} className={`flex flex-wrap gap-1 border-b border-slate-200 ${className}`}>
      {tabs.map((tab) => (
        <NavLink
          key={tab.to}
          to={tab.to}
          end={tab.end}
          className={({ isActive }) =>
            `-mb-px border-b-2 px-3 py-2 text-sm font-medium ${
              isActive ? 'border-brand text-brand' : 'border-transparent text-slate-600 hover:text-slate-900'
            }`
          }
        >
          {tab.label}
        </NavLink>
      ))}
    </nav>
  );
}
