import { underBaseUrl } from '@/lib/site-deploy.mjs';

export interface ThemedImageProps {
  light: string;
  dark: string;
  alt: string;
  width: number;
  height: number;
  className?: string;
}

/**
 * An image with a light and a dark variant. Both are in the HTML and CSS shows the one for the
 * current `data-theme`, which next-themes' inline script sets before paint: no flash, no
 * hydration work.
 */
export function ThemedImage({ light, dark, alt, width, height, className = '' }: ThemedImageProps) {
  return (
    <>
      {/* eslint-disable-next-line @next/next/no-img-element -- static export: no image optimiser */}
      <img className={`${className} themed-light`} src={underBaseUrl(light)} alt={alt} width={width} height={height} />
      {/* eslint-disable-next-line @next/next/no-img-element -- static export: no image optimiser */}
      <img className={`${className} themed-dark`} src={underBaseUrl(dark)} alt={alt} width={width} height={height} />
    </>
  );
}
