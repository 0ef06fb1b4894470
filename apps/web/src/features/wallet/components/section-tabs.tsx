/**
 * A row of tabs switching the sections of one wallet page (new deposit / history / limits …). Plain
 * buttons with the tab roles: the sections are small and rendered one at a time.
 */
export function SectionTabs<T extends string>({
  tabs,
  value,
  onChange,
  label,
  testId,
}: {
  tabs: readonly { id: T; label: string }[];
  value: T;
  onChange: (id: T) => void;
  label: string;
  testId: string;
}) {
  return (
    <div
      role="tablist"
      aria-label={label}
      data-testid={testId}
      className="mb-4 flex gap-1 overflow-x-auto border-border border-b"
    >
      {tabs.map((tab) => {
        const active = tab.id === value;
        return (
          <button
            key={tab.id}
            type="button"
            role="tab"
            aria-selected={active}
            data-testid={`${testId}-${tab.id}`}
            onClick={() => onChange(tab.id)}
            className={`-mb-px shrink-0 border-b-2 px-3 py-2 text-sm font-semibold whitespace-nowrap transition ${
              active ? 'border-primary text-primary' : 'border-transparent text-text-muted hover:text-text'
            }`}
          >
            {tab.label}
          </button>
        );
      })}
    </div>
  );
}
