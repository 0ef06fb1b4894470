/** True when this window is the login popup (spec §2 popup variant) opened by the site. */
export function isLoginPopup(): boolean {
  try {
    return new URLSearchParams(window.location.search).get('popup') === '1' && !!window.opener;
  } catch {
    return false;
  }
}
