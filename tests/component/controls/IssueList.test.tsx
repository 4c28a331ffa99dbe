import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { IssueList } from '../../../src/app/components/IssueList.tsx';
import { fieldIssue } from '../../../src/core/scenario/limits.ts';
import { defaultScenario } from '../../../src/core/scenario/defaults.ts';
import { DEFAULT_CATALOG } from '../../../src/core/catalog/index.ts';

describe('IssueList', () => {
  it('the button names the value it applies, as the message does (0.125 GiB, not 0.13)', () => {
    const s = defaultScenario();
    s.mysql.bufferPoolGiB = 0;
    const issue = fieldIssue(s, DEFAULT_CATALOG, 'mysql.bufferPoolGiB');
    if (!issue) throw new Error('no issue');
    expect(issue.message).toContain('Nearest valid: 0.125 GiB.');
    const fix = vi.fn();
    render(<IssueList issues={[issue]} onFix={fix} />);
    fireEvent.click(screen.getByRole('button', { name: 'Set buffer pool to 0.125 GiB' }));
    expect(fix).toHaveBeenCalledWith(issue);
  });

  it('large values grouped as in the message', () => {
    const s = defaultScenario();
    s.mysql.tables = 999_999_999;
    const issue = fieldIssue(s, DEFAULT_CATALOG, 'mysql.tables');
    if (!issue) throw new Error('no issue');
    render(<IssueList issues={[issue]} onFix={() => {}} />);
    expect(screen.getByRole('button', { name: 'Set tables to 4,681,142' })).toBeTruthy();
  });

  // Issue 41 item 8: "Use default", "Use same", "Use off" said neither what nor to what.
  it('a choice fix says in words what it sets', () => {
    const issue = (path: string, nearestValid: string) => ({
      path,
      nearestValid,
      limit: 'aurora.x',
      message: `Not on Aurora. Nearest valid: ${nearestValid}.`,
    });
    render(
      <IssueList
        issues={[
          issue('mysql.doublewrite', 'off'),
          issue('logVolume.kind', 'same'),
          issue('mysql.startupOpt', 'default'),
        ]}
        onFix={() => {}}
      />,
    );
    const names = screen.getAllByRole('button').map((b) => b.textContent);
    expect(names).toEqual([
      'Set doublewrite to off',
      'Put redo and binlog on the data volume',
      'Set startup optimization to default (no patch)',
    ]);
  });
});
