import { describe, expect, it } from 'vitest';
import { inOrder, moveBefore, neighbourOf } from './plan-order.ts';

describe('moveBefore', () => {
  const ids = ['a', 'b', 'c', 'd'];
  it.each([
    ['d', 'a', ['d', 'a', 'b', 'c']],
    ['a', 'd', ['b', 'c', 'd', 'a']],
    ['b', 'c', ['a', 'c', 'b', 'd']],
    ['c', 'b', ['a', 'c', 'b', 'd']],
    ['b', 'b', ['a', 'b', 'c', 'd']],
    ['x', 'b', ['a', 'b', 'c', 'd']],
  ])('moves %s to where %s is', (moved, target, expected) => {
    expect(moveBefore(ids, moved, target)).toEqual(expected);
  });
  it('leaves its input alone', () => {
    moveBefore(ids, 'a', 'd');
    expect(ids).toEqual(['a', 'b', 'c', 'd']);
  });
});

describe('neighbourOf', () => {
  it('steps up and down, and stops at the ends', () => {
    expect(neighbourOf(['a', 'b', 'c'], 'b', -1)).toBe('a');
    expect(neighbourOf(['a', 'b', 'c'], 'b', 1)).toBe('c');
    expect(neighbourOf(['a', 'b', 'c'], 'a', -1)).toBeNull();
    expect(neighbourOf(['a', 'b', 'c'], 'c', 1)).toBeNull();
    expect(neighbourOf(['a'], 'x', 1)).toBeNull();
  });
});

describe('inOrder', () => {
  const items = [{ id: 'a' }, { id: 'b' }, { id: 'c' }];
  it('follows the ids, unknown items last', () => {
    expect(inOrder(items, ['c', 'a']).map((i) => i.id)).toEqual(['c', 'a', 'b']);
    expect(inOrder(items, null).map((i) => i.id)).toEqual(['a', 'b', 'c']);
  });
});
