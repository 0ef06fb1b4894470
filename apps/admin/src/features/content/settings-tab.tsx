/** The site's setting groups (filled in by the settings step). */
export function SettingsTab(_: { canEdit: boolean }) {
  return null;
}
