/** The result records name an operator 'operator:<id>:<username>' (the audit's actor form). */
export function operatorOf(actor: string | null | undefined): { id: number | null; name: string } {
  const m = /^operator:(\d+):(.*)$/.exec(actor ?? '');
  return m ? { id: Number(m[1]), name: m[2] as string } : { id: null, name: actor ?? '' };
}
