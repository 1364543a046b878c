import { describe, expect, it } from 'vitest';
import { canChangeStatus, canDeleteProject, isGenerating, servesKit } from './webfonts-status.ts';

const room = { budgetAllowsMore: true };
const spent = { budgetAllowsMore: false };

describe('web font project status', () => {
  it('lets the user pause and resume their project', () => {
    expect(canChangeStatus('ACTIVE', 'PAUSED', room)).toBe(true);
    expect(canChangeStatus('PAUSED', 'ACTIVE', room)).toBe(true);
    expect(canChangeStatus('ACTIVE', 'ACTIVE', room)).toBe(true);
  });

  it('resumes a budget pause only when the budget has room', () => {
    expect(canChangeStatus('PAUSED_BY_BUDGET', 'ACTIVE', spent)).toBe(false);
    expect(canChangeStatus('PAUSED_BY_BUDGET', 'ACTIVE', room)).toBe(true);
    expect(canChangeStatus('PAUSED_BY_BUDGET', 'PAUSED', spent)).toBe(true);
  });

  it('never enters or leaves the statuses the shop sets', () => {
    expect(canChangeStatus('ACTIVE', 'DELETED', room)).toBe(false);
    expect(canChangeStatus('ACTIVE', 'PAUSED_BY_BUDGET', room)).toBe(false);
    expect(canChangeStatus('ACTIVE', 'PAUSED_NOT_PAID', room)).toBe(false);
    expect(canChangeStatus('DELETED', 'ACTIVE', room)).toBe(false);
    expect(canChangeStatus('PAUSED_NOT_PAID', 'ACTIVE', room)).toBe(false);
  });

  it('deletes anything but a deleted or unpaid project', () => {
    expect(canDeleteProject('ACTIVE')).toBe(true);
    expect(canDeleteProject('PAUSED_BY_BUDGET')).toBe(true);
    expect(canDeleteProject('PAUSED_NOT_PAID')).toBe(false);
    expect(canDeleteProject('DELETED')).toBe(false);
  });

  it('serves only active hosted kits and generates while pending', () => {
    expect(servesKit('regular', 'ACTIVE')).toBe(true);
    expect(servesKit('regular', 'PAUSED')).toBe(false);
    expect(servesKit('self_hosting', 'ACTIVE')).toBe(false);
    expect(isGenerating('Pending')).toBe(true);
    expect(isGenerating('Generating')).toBe(true);
    expect(isGenerating('Failed')).toBe(false);
  });
});
