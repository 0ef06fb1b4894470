import { describe, expect, it } from 'vitest';
import { AGENT_PAGE_IDS, DEFAULT_AGENT_PAGE, resolveAgentPage, visibleAgentPages } from './agent-pages';

const all = {
  divtypeinfo: 1,
  dailysalinfotype: 1,
  contractmrdailysalinfotype: 0,
  contracthoursalinfo: 1,
  realtimesalinfotype: 1,
};

describe('agent centre entries (spec §2)', () => {
  it('lists the 12 entries in the spec order, team overview by default', () => {
    expect(AGENT_PAGE_IDS).toHaveLength(12);
    expect(AGENT_PAGE_IDS[0]).toBe('agentAnnouncement');
    expect(AGENT_PAGE_IDS[11]).toBe('agentRealtimeSalary');
    expect(DEFAULT_AGENT_PAGE).toBe('agentTeamOverview');
  });
  it('shows entries 9–12 only when their consolidated info flag allows', () => {
    expect(visibleAgentPages(all)).toEqual([...AGENT_PAGE_IDS]);
    const some = visibleAgentPages({ ...all, dailysalinfotype: 0, realtimesalinfotype: 0 });
    expect(some).toContain('agentDividendRecordCopy2');
    expect(some).toContain('agentHourSalary');
    expect(some).not.toContain('agentDailyWages2');
    expect(some).not.toContain('agentRealtimeSalary');
    expect(visibleAgentPages(undefined)).toEqual(AGENT_PAGE_IDS.slice(0, 8));
    // Daily wages: either of the two daily info flags.
    expect(visibleAgentPages({ ...all, dailysalinfotype: 0, contractmrdailysalinfotype: 1 })).toContain(
      'agentDailyWages2',
    );
  });
  it('falls back to the default page for an unknown or hidden page', () => {
    const visible = visibleAgentPages({ ...all, contracthoursalinfo: 0 });
    expect(resolveAgentPage('registerCenter', visible)).toBe('registerCenter');
    expect(resolveAgentPage('agentHourSalary', visible)).toBe('agentTeamOverview');
    expect(resolveAgentPage('nope', visible)).toBe('agentTeamOverview');
    expect(resolveAgentPage(null, visible)).toBe('agentTeamOverview');
  });
});
