import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { forgetQueuedStates, setQueuedState, useQueuedState } from './outbox-status';

describe('a queued hand-in’s state as the page shows it', () => {
  it('follows waiting → sending 40 % → sent for its task only, and is forgotten on logout', () => {
    const task = renderHook(() => useQueuedState('t1'));
    const other = renderHook(() => useQueuedState('t2'));
    expect(task.result.current).toBeNull();
    act(() => setQueuedState('t1', { phase: 'waiting' }));
    expect(task.result.current).toEqual({ phase: 'waiting' });
    act(() => setQueuedState('t1', { phase: 'sending', percent: 40 }));
    expect(task.result.current).toEqual({ phase: 'sending', percent: 40 });
    act(() => setQueuedState('t1', { phase: 'sent' }));
    expect(task.result.current).toEqual({ phase: 'sent' });
    expect(other.result.current).toBeNull();
    act(() => setQueuedState('t2', { phase: 'refused', message: 'Muddat o‘tgan' }));
    act(() => forgetQueuedStates());
    expect(task.result.current).toBeNull();
    expect(other.result.current).toBeNull();
  });
});
