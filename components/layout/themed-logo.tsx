import { ThemedImage } from './themed-image';

export interface Logo {
  src: string;
  srcDark: string;
  alt: string;
}

/** The site logo in the variant for the current colour mode (the config's `navbar.logo` or `footer.logo`). */
export function ThemedLogo({ logo, className = '' }: { logo: Logo; className?: string }) {
  return (
    <ThemedImage light={logo.src} dark={logo.srcDark} alt={logo.alt} width={32} height={32} className={className} />
  );
}
