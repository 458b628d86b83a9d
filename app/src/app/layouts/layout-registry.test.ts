import { describe, expect, it } from 'vitest';
import type { LayoutName } from '@/lib/navigation/layout';
import { loadLayout, UnknownLayoutError } from './layout-registry';

describe('layout registry', () => {
  it('raises a not-found error for a layout name that does not exist (SPEC §8)', async () => {
    const unknown = 'sidebar-less' as LayoutName;
    await expect(loadLayout(unknown)).rejects.toBeInstanceOf(UnknownLayoutError);
    await expect(loadLayout(unknown)).rejects.toMatchObject({
      name: 'NotFoundError',
      status: 404,
      message: 'Not found: no layout named "sidebar-less"',
    });
    // Names inherited from Object are not layouts either.
    await expect(loadLayout('toString' as LayoutName)).rejects.toBeInstanceOf(UnknownLayoutError);
  });

  it('loads a known layout', async () => {
    await expect(loadLayout('default')).resolves.toBeTypeOf('function');
  });
});
