import { RICH_TEXT } from '@koers/contract/constants';
import { RICH_TEXT_ALLOWED_ATTRIBUTES, RICH_TEXT_ALLOWED_TAGS } from '@koers/ui';

// @koers/ui knows nothing of the Koers API, so its sanitizer keeps an allow-list of its own; the
// app is where both meet. If they drift, the reader's page shows what the server drops, or drops
// what the server kept.
describe('rich text allow-list', () => {
  it('is the same in @koers/ui as in the contract the server sanitizes by', () => {
    expect([...RICH_TEXT_ALLOWED_TAGS].sort()).toEqual([...RICH_TEXT.tags].sort());
    expect(RICH_TEXT_ALLOWED_ATTRIBUTES).toEqual(RICH_TEXT.attributes);
  });
});
