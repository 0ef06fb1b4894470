/** Characters of a device id shown in a table: enough to tell devices apart by eye; the whole id is the tooltip. */
const SHOWN = 10;

/**
 * A device id as the server stores it (a hash of the web's x-device-id, migration 0353), shortened. Linking
 * uses the whole id on the server; the short form only has to let an operator see which rows are one device.
 */
export function DeviceId({ id }: { id: string }) {
  return (
    <code title={id} className="text-xs" data-testid="device-id">
      {id.length > SHOWN ? `${id.slice(0, SHOWN)}…` : id}
    </code>
  );
}
