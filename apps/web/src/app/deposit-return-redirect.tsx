import { Navigate, useSearchParams } from 'react-router';

/**
 * /depositv2 is not a page of spec §2 (deposit is a member-centre overlay page), but payment pages send
 * the member back to /depositv2?depositId=…: this opens the centre's deposit page on the home page with
 * that deposit's status, replacing the return address in the history.
 */
export function DepositReturnRedirect() {
  const [params] = useSearchParams();
  const next = new URLSearchParams({ mc: 'depositv2' });
  const id = params.get('depositId');
  if (id) next.set('depositId', id);
  return <Navigate to={`/?${next.toString()}`} replace />;
}
