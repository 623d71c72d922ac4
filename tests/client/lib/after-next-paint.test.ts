import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterNextPaint, NO_FRAME_MS } from '../../../client/lib/after-next-paint';

describe('afterNextPaint', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('runs the work in a task of its own after the next frame, once', async () => {
    vi.useFakeTimers();
    const frames: FrameRequestCallback[] = [];
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback));
    const work = vi.fn();
    afterNextPaint(work);
    await vi.advanceTimersByTimeAsync(10);
    expect(work).not.toHaveBeenCalled();
    frames.splice(0).forEach((frame) => frame(16));
    // The frame itself does not run it: the next task does.
    expect(work).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(0);
    expect(work).toHaveBeenCalledOnce();
    await vi.advanceTimersByTimeAsync(NO_FRAME_MS);
    expect(work).toHaveBeenCalledOnce();
  });

  it('runs `inFrame` in the frame itself, before the work, once (and at the fallback without a frame)', async () => {
    vi.useFakeTimers();
    const frames: FrameRequestCallback[] = [];
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback));
    const order: string[] = [];
    afterNextPaint(() => order.push('work'), () => order.push('frame'));
    await vi.advanceTimersByTimeAsync(10);
    expect(order).toEqual([]);
    frames.splice(0).forEach((frame) => frame(16));
    expect(order).toEqual(['frame']);
    await vi.advanceTimersByTimeAsync(NO_FRAME_MS);
    expect(order).toEqual(['frame', 'work']);
    vi.stubGlobal('requestAnimationFrame', () => 0);
    order.length = 0;
    afterNextPaint(() => order.push('work'), () => order.push('frame'));
    await vi.advanceTimersByTimeAsync(NO_FRAME_MS + 1);
    expect(order).toEqual(['frame', 'work']);
  });

  it('runs it anyway when no frame comes (a hidden page)', async () => {
    vi.useFakeTimers();
    vi.stubGlobal('requestAnimationFrame', () => 0);
    const work = vi.fn();
    afterNextPaint(work);
    await vi.advanceTimersByTimeAsync(NO_FRAME_MS - 1);
    expect(work).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(2);
    expect(work).toHaveBeenCalledOnce();
  });
});
