import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { renderWithKabuto } from '../../internal/testing.tsx';
import { FileUpload } from './FileUpload.tsx';

async function imageFile(width: number, height: number, name = 'card.png', type = 'image/png'): Promise<File> {
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d')!;
  context.fillStyle = 'rgb(200, 120, 0)';
  context.fillRect(0, 0, width, height);
  const blob = await new Promise<Blob>((resolve) => canvas.toBlob((b) => resolve(b!), type));
  return new File([blob], name, { type });
}

const input = () => page.getByLabelText(/本人確認書類/);

describe('FileUpload', () => {
  it('previews a chosen image, reports it, and removes it', async () => {
    const onFileChange = vi.fn();
    await renderWithKabuto(<FileUpload label="本人確認書類" onFileChange={onFileChange} />);
    await expect.element(input()).toHaveAccessibleName('本人確認書類 画像を選択');
    const file = await imageFile(40, 30);
    await userEvent.upload(input(), file);
    await expect.element(page.getByRole('img', { name: '選択した画像：card.png' })).toBeVisible();
    expect(onFileChange).toHaveBeenLastCalledWith(file);
    expect(page.getByRole('img').element().getAttribute('src')).toMatch(/^blob:/);
    await expect.element(page.getByText('画像を変更')).toBeVisible();

    await page.getByRole('button', { name: '画像を削除' }).click();
    await expect.element(page.getByRole('img')).not.toBeInTheDocument();
    expect(onFileChange).toHaveBeenLastCalledWith(null);
    await expect.element(input()).toHaveFocus();
  });

  it('rejects a wrong type', async () => {
    const onFileChange = vi.fn();
    await renderWithKabuto(<FileUpload label="本人確認書類" onFileChange={onFileChange} />);
    await userEvent.upload(input(), new File(['%PDF-1.4'], 'doc.pdf', { type: 'application/pdf' }));
    await expect.element(page.getByText('JPEG・PNG・WebP形式の画像を選んでください')).toBeVisible();
    await expect.element(input()).toHaveAttribute('aria-invalid', 'true');
    await expect.element(input()).toHaveAccessibleDescription(/JPEG・PNG・WebP/);
    expect(onFileChange).toHaveBeenLastCalledWith(null);
  });

  it('rejects a file over the size limit', async () => {
    await renderWithKabuto(<FileUpload label="本人確認書類" maxBytes={100} />);
    await userEvent.upload(input(), await imageFile(64, 64));
    await expect.element(page.getByText(/ファイルサイズは.*以下にしてください/)).toBeVisible();
    await expect.element(page.getByRole('img')).not.toBeInTheDocument();
  });

  it('rejects an image over the dimension limit after it loads', async () => {
    const onReject = vi.fn();
    await renderWithKabuto(<FileUpload label="本人確認書類" maxWidth={100} maxHeight={100} onReject={onReject} />);
    await userEvent.upload(input(), await imageFile(200, 50));
    await expect.element(page.getByText('画像は100×100ピクセル以内にしてください')).toBeVisible();
    expect(onReject).toHaveBeenCalledWith('tooManyPixels', expect.any(File));
  });

  it('shows an external error message', async () => {
    await renderWithKabuto(<FileUpload label="本人確認書類" invalid errorMessage="画像を選んでください" />);
    await expect.element(input()).toHaveAccessibleDescription('画像を選んでください');
  });
});
