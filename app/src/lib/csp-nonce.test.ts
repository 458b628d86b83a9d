import { cspNonce } from './csp-nonce';

function page(head: string): Document {
  const doc = document.implementation.createHTMLDocument('');
  doc.head.innerHTML = head;
  return doc;
}

describe('cspNonce', () => {
  it('reads the nonce the server wrote into the page', () => {
    expect(cspNonce(page('<meta property="csp-nonce" nonce="abc+/12=">'))).toBe('abc+/12=');
  });

  it('is undefined without one (the dev server, Storybook)', () => {
    expect(cspNonce(page(''))).toBeUndefined();
    expect(cspNonce(page('<meta property="csp-nonce" nonce="">'))).toBeUndefined();
    expect(cspNonce(undefined)).toBeUndefined();
  });
});
