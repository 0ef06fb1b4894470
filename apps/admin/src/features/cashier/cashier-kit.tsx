/** <input type="datetime-local"> text → ISO instant, or nothing. */
export const isoOf = (local: string | undefined): string | undefined =>
  local ? new Date(local).toISOString() : undefined;

/** The shared amount fields (one parser for every screen): a positive amount, and its editable text. */
export { positiveMinorOf as minorOf, textOfMinor as majorText } from '../../shared/amount-input';
