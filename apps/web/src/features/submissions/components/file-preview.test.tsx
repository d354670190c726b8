import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '@/shared/api/client';
import { renderWithApp } from '@/test/render';
import { FilePreview, previewKind } from './file-preview';

const link = (id: string) => `/api/files/${id}?expires=1&signature=abc`;

describe('a submitted file seen in place', () => {
  afterEach(() => vi.restoreAllMocks());

  it('knows each kind by the extension the server gave the file', () => {
    expect(['a.JPG', 'b.pdf', 'c.docx', 'd.doc', 'e.txt'].map(previewKind)).toEqual([
      'image',
      'pdf',
      'docx',
      'doc',
      'none',
    ]);
  });

  it('says plainly that an old Word file (DOC) cannot be shown, and offers the download', () => {
    renderWithApp(<FilePreview url={link('f-doc')} fileName="eski.doc" />);
    expect(screen.getByText("Eski Word fayli (DOC) bu yerda ko'rsatilmaydi: uni yuklab olib oching")).toBeVisible();
    expect(screen.getByRole('link', { name: 'eski.doc' })).toHaveAttribute('href', link('f-doc'));
  });

  it("shows a DOCX's sanitised HTML in a frame with every sandbox restriction", async () => {
    const read = vi.spyOn(api, 'read').mockResolvedValue({
      data: { success: true, data: { html: '<p>Salom</p>' } },
      status: 200,
      headers: {},
    } as never);
    renderWithApp(<FilePreview url={link('f-docx')} fileName="referat.docx" />);
    const frame = await screen.findByTitle('Word hujjati: referat.docx');
    expect(frame).toHaveAttribute('sandbox', '');
    expect(frame.getAttribute('srcdoc')).toContain('<p>Salom</p>');
    expect(frame.getAttribute('srcdoc')).toContain("default-src 'none'");
    expect(read).toHaveBeenCalledWith(expect.objectContaining({ url: '/api/files/f-docx/preview' }));
  });

  it('zooms and turns a picture from its toolbar', async () => {
    renderWithApp(<FilePreview url={link('f-img')} fileName="daftar.jpg" />);
    expect(screen.getByTestId('zoom-level')).toHaveTextContent('100%');
    await userEvent.click(screen.getByRole('button', { name: 'Kattalashtirish' }));
    expect(screen.getByTestId('zoom-level')).toHaveTextContent('125%');
    await userEvent.click(screen.getByRole('button', { name: 'Kichiklashtirish' }));
    await userEvent.click(screen.getByRole('button', { name: 'Kichiklashtirish' }));
    expect(screen.getByTestId('zoom-level')).toHaveTextContent('80%');
    await userEvent.click(screen.getByRole('button', { name: 'Eniga moslash' }));
    expect(screen.getByTestId('zoom-level')).toHaveTextContent('100%');
    const rotate = screen.getByRole('button', { name: '90° burish' });
    await userEvent.click(rotate);
    expect(rotate).toHaveAttribute('data-rotation', '90');
  });
});
