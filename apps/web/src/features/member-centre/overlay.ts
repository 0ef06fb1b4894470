/** The member centre overlay (a separate chunk: see app/route-groups/member-centre.group.ts). */
export { MemberCentreOverlay } from './member-centre-overlay';
