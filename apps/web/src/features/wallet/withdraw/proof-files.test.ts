import { describe, expect, it } from 'vitest';
import { proofProblem } from './proof-files';

const png = (size = 1000) => ({ type: 'image/png', size });

describe('proof images of a "not received" report', () => {
  it('accepts 1 to 3 png or jpg images up to 5 MB each', () => {
    expect(proofProblem([png()])).toBeNull();
    expect(proofProblem([png(), { type: 'image/jpeg', size: 5 * 1024 * 1024 }, png()])).toBeNull();
  });
  it('names what is wrong', () => {
    expect(proofProblem([])).toBe('none');
    expect(proofProblem([png(), png(), png(), png()])).toBe('tooMany');
    expect(proofProblem([{ type: 'image/gif', size: 10 }])).toBe('type');
    expect(proofProblem([{ type: 'application/pdf', size: 10 }])).toBe('type');
    expect(proofProblem([png(5 * 1024 * 1024 + 1)])).toBe('size');
  });
});
