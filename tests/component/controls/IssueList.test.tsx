import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { IssueList } from '../../../src/app/components/IssueList.tsx';
import { fieldIssue } from '../../../src/core/scenario/limits.ts';
import { defaultScenario } from '../../../src/core/scenario/defaults.ts';
import { DEFAULT_CATALOG } from '../../../src/core/catalog/index.ts';

describe('IssueList', () => {
  it('the button names the value it applies, as the message does (0.125, not 0.13)', () => {
    const s = defaultScenario();
    s.mysql.bufferPoolGiB = 0;
    const issue = fieldIssue(s, DEFAULT_CATALOG, 'mysql.bufferPoolGiB');
    if (!issue) throw new Error('no issue');
    expect(issue.message).toContain('Nearest valid: 0.125 GiB.');
    const fix = vi.fn();
    render(<IssueList issues={[issue]} onFix={fix} />);
    fireEvent.click(screen.getByRole('button', { name: 'Use 0.125' }));
    expect(fix).toHaveBeenCalledWith(issue);
  });

  it('large values grouped as in the message', () => {
    const s = defaultScenario();
    s.mysql.tables = 999_999_999;
    const issue = fieldIssue(s, DEFAULT_CATALOG, 'mysql.tables');
    if (!issue) throw new Error('no issue');
    render(<IssueList issues={[issue]} onFix={() => {}} />);
    expect(screen.getByRole('button', { name: 'Use 4,681,142' })).toBeTruthy();
  });
});
