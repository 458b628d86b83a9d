import { describe, expect, it } from 'vitest';
import { fileNameFromDisposition } from './content-disposition';

describe('fileNameFromDisposition', () => {
  it('prefers the UTF-8 name of filename* over the plain one', () => {
    expect(
      fileNameFromDisposition(
        'attachment; filename="Jaarplan _.docx"; filename*=UTF-8\'\'Jaarplan%20%E2%80%93%20%C3%A9%C3%A9n%20%282026%29.docx',
      ),
    ).toBe('Jaarplan – één (2026).docx');
  });

  it('reads a plain filename, quoted or not, and drops directories', () => {
    expect(fileNameFromDisposition('attachment; filename="Schoolgids \\"2026\\".pdf"')).toBe(
      'Schoolgids "2026".pdf',
    );
    expect(fileNameFromDisposition('attachment; filename=plan.docx')).toBe('plan.docx');
    expect(fileNameFromDisposition('attachment; filename="../../etc/passwd"')).toBe('passwd');
  });

  it('falls back to the plain name when filename* cannot be decoded, and is null without a name', () => {
    expect(
      fileNameFromDisposition('attachment; filename="plan.docx"; filename*=UTF-8\'\'%E2%28.docx'),
    ).toBe('plan.docx');
    expect(fileNameFromDisposition('attachment')).toBeNull();
    expect(fileNameFromDisposition(null)).toBeNull();
  });
});
